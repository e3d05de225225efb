import type { RouteTable } from '../../shared/routes/route-table';
import type { RouteService } from '../platform/route-service';
import { loadProgressTarget } from './progress-target';
import { writeNote } from './update-progress';

/** An empty note deletes it; the 25-character limit is in the schema. */
export const updateTopicNote: RouteService<RouteTable['progress.updateNote']> = async ({
  body,
  principal,
}) => {
  const target = await loadProgressTarget(principal, body.studentId, body.topicId);
  await writeNote(target, body.notes, new Date().toISOString());
  return {
    data: { topicId: body.topicId, notes: body.notes },
    message: body.notes ? 'Notes updated successfully' : 'Notes deleted successfully',
  };
};
