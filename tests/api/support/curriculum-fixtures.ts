import type { DashboardCounters, RecentActivity } from '../../../shared/schemas/people-schemas';
import type { SubjectDetail } from '../../../shared/schemas/curriculum-schemas';
import type { ProgressRecord, StatusChange } from '../../../shared/schemas/progress-schemas';
import type { TopicStatus } from '../../../shared/topic-statuses';
import { request, type ApiAnswer } from './http';

function expectStatus(answer: ApiAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
}

async function created(answer: ApiAnswer, what: string): Promise<string> {
  expectStatus(answer, 201, what);
  return answer.body.data._id as string;
}

export async function createSubject(api: string, token: string, name: string): Promise<string> {
  return created(await request(api, 'POST', '/subjects', { token, body: { name } }), `subject ${name}`);
}

export async function createUnit(
  api: string,
  token: string,
  subjectId: string,
  name: string,
): Promise<string> {
  return created(
    await request(api, 'POST', `/subjects/${subjectId}/units`, { token, body: { name } }),
    `unit ${name}`,
  );
}

export async function createTopic(
  api: string,
  token: string,
  subjectId: string,
  unitId: string,
  name: string,
): Promise<string> {
  return created(
    await request(api, 'POST', `/subjects/${subjectId}/units/${unitId}/topics`, { token, body: { name } }),
    `topic ${name}`,
  );
}

export interface BuiltSubject {
  subjectId: string;
  units: { unitId: string; topicIds: string[] }[];
  /** Every topic id, unit by unit, in curriculum order. */
  topicIds: string[];
}

/**
 * A subject of `unitCount` units of `topicsPerUnit` topics each, made through
 * the API one request after another (the order of creation is the curriculum
 * order). Units are named "Unit n", topics "Topic n.m".
 */
export async function buildSubject(
  api: string,
  token: string,
  name: string,
  unitCount: number,
  topicsPerUnit: number,
): Promise<BuiltSubject> {
  const subjectId = await createSubject(api, token, name);
  return { subjectId, ...(await addUnits(api, token, subjectId, unitCount, topicsPerUnit)) };
}

/** Adds units with topics at the end of an existing subject. */
export async function addUnits(
  api: string,
  token: string,
  subjectId: string,
  unitCount: number,
  topicsPerUnit: number,
): Promise<Omit<BuiltSubject, 'subjectId'>> {
  const units: BuiltSubject['units'] = [];
  for (let u = 1; u <= unitCount; u++) {
    const unitId = await createUnit(api, token, subjectId, `Unit ${u}`);
    const topicIds: string[] = [];
    for (let t = 1; t <= topicsPerUnit; t++) {
      topicIds.push(await createTopic(api, token, subjectId, unitId, `Topic ${u}.${t}`));
    }
    units.push({ unitId, topicIds });
  }
  return { units, topicIds: units.flatMap((unit) => unit.topicIds) };
}

/** PUT /students/{id} {subjects} as staff: the student's allocated subjects become exactly these. */
export async function allocateSubjects(
  api: string,
  token: string,
  studentId: string,
  subjects: string[],
): Promise<void> {
  const answer = await request(api, 'PUT', `/students/${studentId}`, { token, body: { subjects } });
  expectStatus(answer, 200, `allocate subjects to ${studentId}`);
}

export async function postProgress(
  api: string,
  token: string,
  body: { studentId: string; topicId: string; status: TopicStatus | string; notes?: string },
): Promise<ApiAnswer> {
  return request(api, 'POST', '/progress', { token, body });
}

/** POST /progress that must succeed. */
export async function setStatus(
  api: string,
  token: string,
  studentId: string,
  topicId: string,
  status: TopicStatus,
  notes?: string,
): Promise<ApiAnswer> {
  const answer = await postProgress(api, token, { studentId, topicId, status, notes });
  expectStatus(answer, 200, `set ${status} on ${topicId} for ${studentId}`);
  return answer;
}

/** POST /progress/notes/topic that must succeed. */
export async function setNote(
  api: string,
  token: string,
  studentId: string,
  topicId: string,
  notes: string,
): Promise<ApiAnswer> {
  const answer = await request(api, 'POST', '/progress/notes/topic', {
    token,
    body: { studentId, topicId, notes },
  });
  expectStatus(answer, 200, `note on ${topicId} for ${studentId}`);
  return answer;
}

async function data<T>(api: string, path: string, token: string): Promise<T> {
  const answer = await request(api, 'GET', path, { token });
  expectStatus(answer, 200, `GET ${path}`);
  return answer.body.data as T;
}

export const readSubject = (api: string, token: string, subjectId: string) =>
  data<SubjectDetail>(api, `/subjects/${subjectId}`, token);

export const readSheet = (api: string, token: string, studentId: string, subjectId: string) =>
  data<ProgressRecord[]>(api, `/progress/student/${studentId}/subject/${subjectId}`, token);

export const readAllProgress = (api: string, token: string, studentId: string) =>
  data<ProgressRecord[]>(api, `/progress/student/${studentId}`, token);

export const readNotes = async (api: string, token: string, studentId: string, subjectId: string) =>
  (
    await data<{ topicNotes: Record<string, string> }>(
      api,
      `/progress/notes/${studentId}/${subjectId}`,
      token,
    )
  ).topicNotes;

export const readHistory = (api: string, token: string, studentId: string, topicId: string) =>
  data<StatusChange[]>(api, `/progress/student/${studentId}/topic/${topicId}/history`, token);

export const readRecentProgress = (api: string, token: string) =>
  data<RecentActivity[]>(api, '/progress/recent', token);

export const readCounters = (api: string, token: string) =>
  data<DashboardCounters>(api, '/dashboard/counters', token);

/** topic id → status, the way the sheet colours its squares (topics without a record are absent). */
export function statusesOf(records: readonly ProgressRecord[]): Record<string, TopicStatus> {
  return Object.fromEntries(records.map((record) => [record.topicId._id, record.status]));
}

/** Unit and topic names of a subject tree, in order: the numbering the sheet shows. */
export function outline(subject: SubjectDetail): string[][] {
  return subject.units.map((unit) => [unit.name, ...unit.topics.map((topic) => topic.name)]);
}
