import { signIn } from './accounts';
import { request } from './http';

/** One GET as one account saw it: the status and the body (JSON, or the text of a CSV or calendar). */
export interface RecordedRead {
  as: string;
  path: string;
  status: number;
  body: unknown;
}

export interface ReadingAccount {
  email: string;
  password: string;
}

interface Session {
  email: string;
  token: string;
}

/** The data of a 200 answer, or undefined: a read that did not answer lists nothing further. */
async function read(api: string, session: Session, path: string, into: RecordedRead[]): Promise<unknown> {
  const answer = await request(api, 'GET', path, { token: session.token });
  const body = answer.body === undefined ? answer.text : answer.body;
  into.push({ as: session.email, path, status: answer.status, body });
  return answer.status === 200 ? answer.body?.data : undefined;
}

const idsOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((entry: { _id?: string; id?: string }) => entry._id ?? entry.id ?? '') : [];

/** What staff read of the whole school: every list, every record, the settings, the exports of the range. */
async function staffReads(api: string, session: Session, months: { from: string; to: string }) {
  const reads: RecordedRead[] = [];
  const get = (path: string) => read(api, session, path, reads);
  for (const path of [
    '/auth/me',
    '/dashboard/counters',
    '/dashboard/recent-activity',
    '/progress/recent',
    '/invoices/settings',
    '/invoices/stats/overview?year=' + months.from.slice(0, 4),
    '/invoices/stats/overview?year=' + months.to.slice(0, 4),
    '/retention-settings',
    '/school-profile',
    '/lesson-reminder-settings',
    '/account/email-preferences',
    '/audit-log?limit=500',
    '/notifications',
    `/lessons/teacher-hours?from=${months.from}&to=${months.to}`,
    `/lessons/export.csv?from=${months.from}-01&to=${months.to}-28`,
    `/invoices/export.csv?from=${months.from}-01&to=${months.to}-28`,
  ])
    await get(path);
  await get('/users?limit=500');
  const subjects = idsOf(await get('/subjects'));
  for (const id of subjects) await get(`/subjects/${id}`);
  const students = ((await get('/students?limit=500')) ?? []) as { _id: string; subjects: string[] }[];
  for (const student of students) {
    const records = (await get(`/progress/student/${student._id}`)) ?? [];
    for (const subjectId of student.subjects) {
      await get(`/progress/student/${student._id}/subject/${subjectId}`);
      await get(`/progress/notes/${student._id}/${subjectId}`);
    }
    for (const record of records as { topicId: { _id: string } }[])
      await get(`/progress/student/${student._id}/topic/${record.topicId._id}/history`);
  }
  await get(`/lessons?limit=500&from=${months.from}-01T00:00:00Z`);
  await get(`/lessons/calendar-summary?from=${months.from}-01T00:00:00Z&to=${months.to}-28T00:00:00Z`);
  await readEveryPage(api, session, '/invoices?limit=50', reads);
  return reads;
}

/** A list read page after page by its cursor, each page recorded. */
async function readEveryPage(api: string, session: Session, path: string, into: RecordedRead[]) {
  let cursor: string | undefined;
  do {
    const answer = await request(api, 'GET', cursor ? `${path}&cursor=${cursor}` : path, {
      token: session.token,
    });
    into.push({ as: session.email, path, status: answer.status, body: answer.body });
    cursor = answer.status === 200 ? answer.body.nextCursor : undefined;
  } while (cursor);
}

/** What a family or a teacher reads of its own. */
async function ownReads(api: string, session: Session) {
  const reads: RecordedRead[] = [];
  const get = (path: string) => read(api, session, path, reads);
  for (const path of [
    '/auth/me',
    '/users/me/children',
    '/students?limit=500',
    '/invoices/my-invoices',
    '/lessons?limit=500',
    '/notifications',
    '/dashboard/recent-activity',
    '/account/email-preferences',
  ])
    await get(path);
  return reads;
}

/**
 * Everything the accounts read of the school, in a fixed order: what the table
 * dump's test compares between the code that wrote the table and today's.
 */
export async function readTheSchool(
  api: string,
  staff: ReadingAccount,
  others: readonly ReadingAccount[],
  months: { from: string; to: string },
): Promise<RecordedRead[]> {
  const sessionOf = async (account: ReadingAccount) => ({
    email: account.email,
    token: (await signIn(api, account.email, account.password)).token,
  });
  const reads = await staffReads(api, await sessionOf(staff), months);
  for (const account of others) reads.push(...(await ownReads(api, await sessionOf(account))));
  return reads;
}
