import { topicStatusLabels, type TopicStatus } from '../../shared/topic-statuses';
import type { ActivityAudience, ActivityEvent } from '../entities/activity-entity';

export interface ProgressActivityChange {
  student: { id: string; name: string; parentId: string; teacherIds: readonly string[] };
  topicName: string;
  status: TopicStatus;
}

/**
 * What a status change announces in recent activity, and to whom: staff, the family and the student's
 * teachers. The API records it (update-progress.ts) and the scale generator writes the same (bench/).
 */
export function progressActivity({ student, topicName, status }: ProgressActivityChange): {
  event: ActivityEvent;
  audiences: ActivityAudience[];
} {
  return {
    event: {
      title: 'Progress updated',
      description: `${student.name}: ${topicName} — ${topicStatusLabels[status]}`,
      status: status === 'difficult' ? 'warning' : status === 'confident' ? 'success' : 'info',
      icon: 'trending-up',
      category: 'progress',
      studentId: student.id,
    },
    audiences: [
      { kind: 'all' },
      { kind: 'user', userId: student.parentId },
      ...student.teacherIds.map((userId) => ({ kind: 'user', userId }) as const),
    ],
  };
}
