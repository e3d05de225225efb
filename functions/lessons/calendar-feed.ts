import ical, { ICalEventStatus } from 'ical-generator';
import { lessonStatusLabels } from '../../shared/lesson-statuses';
import type { RouteTable } from '../../shared/routes/route-table';
import { lessonsInTurn, type LessonRecord } from '../entities/lesson-entity';
import { notFound, unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { refusedByWrite } from '../platform/table/transaction-refused';
import { feedEndedWithSessions, feedStateOf } from '../entities/calendar-feed-entity';
import { feedAccountWrite, feedOwnerOf, replaceFeed, revokeFeed } from './calendar-feed-token';
import { describeLessonTime } from './describe-lesson';
import { icalText } from './ical-text';
import { lessonPartitionsFor, lessonQueries } from './list-lessons';

const dayMs = 24 * 60 * 60 * 1000;
/** A subscription shows the recent past and the term ahead; staff feeds hold the whole school, so less ahead. */
const feedDays = { family: { back: 30, ahead: 180 }, staff: { back: 7, ahead: 56 } };
const maxFeedEvents = 2000;

export const feedStatus: RouteService<RouteTable['lessons.feedStatus']> = async ({ principal }) => {
  const state = await feedStateOf(principal.userId);
  if (feedEndedWithSessions(state)) return { data: { active: false, endedWithSessions: true } };
  return {
    data: { active: Boolean(state.hash), ...(state.createdAt ? { createdAt: state.createdAt } : {}) },
  };
};

/**
 * A token outlives a deleted account by up to its lifetime: the account's
 * write condition then fails, which is the caller's 401, not a server error.
 */
async function onOwnAccount<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (refusedByWrite(error, feedAccountWrite))
      throw unauthorized('Your account no longer exists. Please log in again.');
    throw error;
  }
}

export const createFeed: RouteService<RouteTable['lessons.feedCreate']> = async ({ principal }) => {
  const previous = await feedStateOf(principal.userId);
  const created = await onOwnAccount(() => replaceFeed(principal.userId, previous));
  return { data: created, message: 'Calendar feed created: copy the link into your calendar app' };
};

export const revokeCalendarFeed: RouteService<RouteTable['lessons.feedRevoke']> = async ({ principal }) => {
  const previous = await feedStateOf(principal.userId);
  await onOwnAccount(() => revokeFeed(principal.userId, previous));
  return { data: { active: false }, message: 'Calendar feed revoked: the old link no longer works' };
};

function calendarOf(ownerName: string, lessons: LessonRecord[]): string {
  const calendar = ical({
    name: icalText(`Lessons · ${ownerName}`),
    prodId: { company: 'School Progress', product: 'Lessons' },
  });
  for (const lesson of lessons) {
    calendar.createEvent({
      id: `${lesson.id}@school-progress`,
      // UTC instants: every calendar app shows them on its own clock, right in summer and winter.
      start: new Date(lesson.startTime),
      end: new Date(lesson.endTime),
      summary: `${lesson.subjectName || 'Lesson'}: ${lesson.studentName} with ${lesson.teacherName}`,
      description: [
        `Booked for ${describeLessonTime(lesson)}`,
        `Status: ${lessonStatusLabels[lesson.status]}`,
        lesson.notes && `Notes: ${lesson.notes}`,
        lesson.meetingLink && `Join: ${lesson.meetingLink}`,
      ]
        .filter(Boolean)
        .join('\n'),
      ...(lesson.meetingLink ? { url: lesson.meetingLink } : {}),
      status:
        lesson.status === 'canceled'
          ? ICalEventStatus.CANCELLED
          : lesson.status === 'pending'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** Public by design (calendar apps cannot sign in): the unguessable token is the credential. */
export const calendarFeed: RouteService<RouteTable['lessons.feed']> = async ({ params }) => {
  const owner = await feedOwnerOf(params.token);
  if (!owner) throw notFound('Calendar feed not found');
  const principal = { userId: owner.id, role: owner.role, name: owner.name };
  const span = owner.role === 'super_admin' || owner.role === 'admin' ? feedDays.staff : feedDays.family;
  const from = new Date(Date.now() - span.back * dayMs);
  const to = new Date(Date.now() + span.ahead * dayMs);
  const partitions = await lessonPartitionsFor(principal, {}, from, to);
  const lessons = await lessonsInTurn(lessonQueries(partitions, from, to), maxFeedEvents);
  return { data: calendarOf(owner.name, lessons), fileName: 'lessons.ics' };
};
