import { expect } from 'vitest';
import type { LessonTimezone } from '../../../shared/lesson-time';
import type { LessonStatus } from '../../../shared/lesson-statuses';
import type { RecurrencePattern } from '../../../shared/recurrence';
import type { Lesson } from '../../../shared/schemas/lesson-schemas';
import { request, type ApiAnswer } from './http';

export const quarterHourMessage = 'Lessons start on the hour or at quarter past, half past or quarter to';
export const requiredFieldsMessage = 'Please fill in all required fields';
export const unknownId = '0123456789abcdef01234567';

/** The UTC calendar date `days` from now, `2027-05-14`: lessons booked relative to today. */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The body of POST /lessons (the lesson form's fields plus startTime). */
export interface LessonBody {
  student: string;
  teacher: string;
  startTime: string;
  endTime?: string;
  durationMinutes?: number;
  timezone?: LessonTimezone;
  status?: LessonStatus;
  subject?: string;
  notes?: string;
  meetingLink?: string;
}

/** The body of POST /recurring-lessons (the recurring lesson create payload). */
export interface SeriesBody {
  student: string;
  teacher: string;
  startDate: string;
  endDate: string;
  startTime: string;
  durationMinutes?: number;
  timezone?: LessonTimezone;
  recurrencePattern?: RecurrencePattern;
  daysOfWeek?: number[];
  status?: LessonStatus;
  subject?: string;
  notes?: string;
  meetingLink?: string;
}

export interface Series {
  recurringLessonId: string;
  lessons: Lesson[];
}

function expectStatus(answer: ApiAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
}

export const postLesson = (api: string, token: string | undefined, body: unknown) =>
  request(api, 'POST', '/lessons', { token, body });

export const postSeries = (api: string, token: string | undefined, body: unknown) =>
  request(api, 'POST', '/recurring-lessons', { token, body });

export const putLesson = (api: string, token: string | undefined, lessonId: string, body: unknown) =>
  request(api, 'PUT', `/lessons/${lessonId}`, { token, body });

export const deleteLesson = (api: string, token: string | undefined, lessonId: string) =>
  request(api, 'DELETE', `/lessons/${lessonId}`, { token });

export const seriesAction = (
  api: string,
  token: string | undefined,
  action: 'cancel' | 'delete',
  seriesId: string,
  body: unknown,
) => request(api, 'POST', `/recurring-lessons/${seriesId}/${action}`, { token, body });

/** POST /lessons that must succeed; answers the created lesson. */
export async function bookLesson(api: string, token: string, body: LessonBody): Promise<Lesson> {
  const answer = await postLesson(api, token, body);
  expectStatus(answer, 201, `book ${body.startTime}`);
  return answer.body.data as Lesson;
}

/** POST /recurring-lessons that must succeed. */
export async function bookSeries(api: string, token: string, body: SeriesBody): Promise<Series> {
  const answer = await postSeries(api, token, body);
  expectStatus(answer, 201, `book series from ${body.startDate}`);
  return answer.body.data as Series;
}

/** PUT /lessons/{id} that must succeed; answers the lesson as it is now. */
export async function editLesson(
  api: string,
  token: string,
  lessonId: string,
  body: unknown,
): Promise<Lesson> {
  const answer = await putLesson(api, token, lessonId, body);
  expectStatus(answer, 200, `edit ${lessonId}`);
  return answer.body.data as Lesson;
}

export function lessonsQuery(query: Record<string, string | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** GET /lessons, every page (limit 500 a page unless the query says otherwise). */
export async function listLessons(
  api: string,
  token: string,
  query: Record<string, string | undefined> = {},
): Promise<Lesson[]> {
  const lessons: Lesson[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const answer = await request(api, 'GET', `/lessons${lessonsQuery({ ...query, cursor })}`, { token });
    expectStatus(answer, 200, `GET /lessons ${JSON.stringify(query)}`);
    lessons.push(...(answer.body.data as Lesson[]));
    cursor = answer.body.nextCursor as string | undefined;
    if (!cursor) return lessons;
  }
  throw new Error('GET /lessons kept answering a nextCursor');
}

/** The lessons starting on one UTC day (a window from its midnight to the next). */
export function dayWindow(day: string): { from: string; to: string } {
  return { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` };
}

/** `2027-06-01` + n days → `YYYY-MM-DD` (calendar arithmetic at noon UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A fresh UTC day for each call, so the tests of one file (one database) never
 * book into each other's slots and each can list exactly its own lessons.
 */
export function dayAllocator(firstDay: string): () => string {
  let next = 0;
  return () => addDays(firstDay, next++);
}

/** `2027-06-01`, `17:00` → `2027-06-01T17:00:00.000Z`. */
export const utc = (day: string, time: string) => `${day}T${time}:00.000Z`;

export const ids = (lessons: readonly { _id: string }[]) => lessons.map((lesson) => lesson._id);

/** A lesson's `_id` as the list answers it, or fails the test when it is not there. */
export function findLesson(lessons: readonly Lesson[], lessonId: string): Lesson {
  const lesson = lessons.find((candidate) => candidate._id === lessonId);
  expect(lesson, `lesson ${lessonId} in the list`).toBeDefined();
  return lesson!;
}
