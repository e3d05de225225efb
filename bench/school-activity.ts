import { describeLessonTime } from '../functions/lessons/describe-lesson';
import { progressActivity as announceProgress } from '../functions/progress/progress-activity';
import {
  activityItems,
  type ActivityAudience,
  type ActivityEvent,
} from '../functions/entities/activity-entity';
import type { LessonRecord } from '../functions/entities/lesson-entity';
import { formatMoney, toMajorUnits } from '../shared/invoices/money';
import { periodLabel } from '../shared/invoices/invoice-period';
import { activityDays, dayMs, schoolDate } from './school-calendar';
import type { StatusEvent } from './school-invoices';
import type { StatusChange } from './school-progress';

const windowStart = schoolDate.getTime() - activityDays * dayMs;

export function inActivityWindow(time: string): boolean {
  const ms = Date.parse(time);
  return ms >= windowStart && ms <= schoolDate.getTime();
}

function items(event: ActivityEvent, audiences: ActivityAudience[], at: string) {
  return activityItems(event, audiences, new Date(at));
}

/** What POST /progress records: for staff, the family and the student's teachers. */
export function progressActivity(change: StatusChange) {
  const { event, audiences } = announceProgress({
    student: change.student,
    topicName: change.topic.topicName,
    status: change.status,
  });
  return items(event, audiences, change.changedAt);
}

/** What POST /lessons records. */
export function lessonActivity(lesson: LessonRecord) {
  return items(
    {
      title: 'Lesson booked',
      description: `${lesson.studentName} with ${lesson.teacherName}, ${describeLessonTime(lesson)}`,
      status: 'info',
      icon: 'calendar-plus',
      category: 'lessons',
    },
    [{ kind: 'all' }, { kind: 'user', userId: lesson.parentId }, { kind: 'user', userId: lesson.teacherId }],
    lesson.createdAt,
  );
}

const statusEvents = {
  sent: { title: 'Invoice sent', status: 'info', icon: 'file-text' },
  paid: { title: 'Invoice paid', status: 'success', icon: 'circle-check' },
  overdue: { title: 'Invoice overdue', status: 'warning', icon: 'clock' },
} as const;

/** What generating an invoice (staff only) and changing its status (staff and the family) record. */
export function invoiceActivity({ invoice, status, at }: StatusEvent) {
  if (status === 'draft') {
    return items(
      {
        title: 'Invoice drafted',
        description: `${invoice.invoiceNumber} for ${invoice.studentName}, ${periodLabel(invoice)}`,
        status: 'info',
        icon: 'file-text',
        category: 'invoices',
      },
      [{ kind: 'all' }],
      at,
    );
  }
  if (status !== 'sent' && status !== 'paid' && status !== 'overdue') return [];
  const amount = formatMoney(toMajorUnits(invoice.totalMinor), invoice.currency);
  return items(
    {
      ...statusEvents[status],
      description: `${invoice.invoiceNumber} for ${invoice.studentName}: ${amount}`,
      category: 'invoices',
    },
    [{ kind: 'all' }, { kind: 'user', userId: invoice.parentId }],
    at,
  );
}
