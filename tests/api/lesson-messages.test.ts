import { beforeAll, describe, expect, it } from 'vitest';
import type { ReminderRun } from '../../functions/lessons/send-lesson-reminders';
import { request } from './support/http';
import {
  bookLesson,
  bookSeries,
  deleteLesson,
  editLesson,
  seriesAction,
  type LessonBody,
} from './support/lesson-fixtures';
import { emailsAfterDrain, type StoredEmail } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * Lesson messages (issue 15) as the family and the teacher receive them,
 * read from the SES emulator: one email per recipient per request, in the
 * lesson's own zone, with its meeting link and a link to the booking screen,
 * and the day-before reminders, once each even with two runs at once.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;
const bookingLink = () => `${runtime.api.replace(/\/api$/, '')}/dashboard/lesson-booking`;
const meetingLink = 'https://meet.example.com/amy-maths';

let sendReminders: (now?: Date) => Promise<ReminderRun>;
let seen = 0;
beforeAll(async () => {
  // The job runs in this process: it reads the table the runtime has set up.
  sendReminders = (await import('../../functions/lessons/send-lesson-reminders')).sendLessonReminders;
  seen = (await emailsAfterDrain(mail())).length;
});

/** The emails sent since the last call, as [recipient, subject] sorted, and the emails themselves. */
async function newEmails(): Promise<{ sent: [string, string][]; emails: StoredEmail[] }> {
  const all = await emailsAfterDrain(mail());
  const emails = all.slice(seen);
  seen = all.length;
  const sent = emails
    .map((email): [string, string] => [email.destination.to.join(','), email.subject])
    .sort((a, b) => a.join().localeCompare(b.join()));
  return { sent, emails };
}

const token = () => school.admin.token;
const amyWithTess = (startTime: string, extra: Partial<LessonBody> = {}): LessonBody => ({
  student: school.childA1._id,
  teacher: school.teacherA.id,
  startTime,
  timezone: 'UK',
  meetingLink,
  ...extra,
});
const fay = 'fay@people.example';
const tess = 'tess@people.example';
const tom = 'tom@people.example';

describe('lesson booked, moved and canceled', () => {
  it('booking one lesson emails its family and its teacher, and no one else, in the lesson’s zone', async () => {
    await bookLesson(runtime.api, token(), amyWithTess('2027-06-01T16:00:00.000Z'));
    const { sent, emails } = await newEmails();

    const subject = `Lesson booked: ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, Tuesday 1 June 2027, 17:00–18:00 UK time`;
    expect(sent).toEqual([
      [fay, subject],
      [tess, subject],
    ]);
    for (const email of emails) {
      expect(email.body.text).toContain(meetingLink);
      expect(email.body.text).toContain(bookingLink());
      // A family never reads the teacher's address.
      expect(email.body.html).not.toContain(tess);
    }
  });

  it('a 12-lesson series is one email per recipient, listing its 12 dates', async () => {
    const series = await bookSeries(runtime.api, token(), {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startDate: '2027-09-07',
      endDate: '2027-11-23',
      startTime: '17:00',
      timezone: 'UK',
      recurrencePattern: 'weekly',
      daysOfWeek: [2],
    });
    expect(series.lessons).toHaveLength(12);
    const { sent, emails } = await newEmails();

    const subject = `12 lessons booked: ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, from Tuesday 7 September 2027, 17:00–18:00 UK time`;
    expect(sent).toEqual([
      [fay, subject],
      [tess, subject],
    ]);
    // 17:00 on the school's clock on both sides of the end of summer time (31 October).
    expect(emails[0]!.body.text!.match(/17:00–18:00 UK time/g)).toHaveLength(12);
    expect(emails[0]!.body.text).toContain('Tuesday 23 November 2027, 17:00–18:00 UK time');

    await seriesAction(runtime.api, token(), 'cancel', series.recurringLessonId, {
      fromLessonId: series.lessons[4]!._id,
    });
    const canceled = await newEmails();
    const canceledSubject = `Canceled: 8 lessons of ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, from Tuesday 5 October 2027, 17:00–18:00 UK time`;
    expect(canceled.sent).toEqual([
      [fay, canceledSubject],
      [tess, canceledSubject],
    ]);
  });

  it('moving a lesson tells both; a new teacher is told it is booked, the old one that it is no longer theirs', async () => {
    const lesson = await bookLesson(runtime.api, token(), amyWithTess('2027-07-06T16:00:00.000Z'));
    await newEmails();

    await editLesson(runtime.api, token(), lesson._id, { startTime: '2027-07-08T09:30:00.000Z' });
    const moved = `Lesson changed: ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, now Thursday 8 July 2027, 10:30–11:30 UK time`;
    expect((await newEmails()).sent).toEqual([
      [fay, moved],
      [tess, moved],
    ]);

    // Notes alone move nothing: nobody is told.
    await editLesson(runtime.api, token(), lesson._id, { notes: 'Bring the workbook' });
    expect((await newEmails()).sent).toEqual([]);

    await editLesson(runtime.api, token(), lesson._id, { teacher: school.teacherB.id });
    const when = 'Thursday 8 July 2027, 10:30–11:30 UK time';
    expect((await newEmails()).sent).toEqual([
      [fay, `Lesson changed: ${isolatedName('Amy A1')} with ${isolatedName('Tom Teacher')}, now ${when}`],
      [
        tess,
        `Lesson no longer yours: ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, ${when}`,
      ],
      [tom, `Lesson booked: ${isolatedName('Amy A1')} with ${isolatedName('Tom Teacher')}, ${when}`],
    ]);

    await editLesson(runtime.api, token(), lesson._id, { status: 'canceled' });
    expect((await newEmails()).sent).toEqual([
      [fay, `Canceled: ${isolatedName('Amy A1')} with ${isolatedName('Tom Teacher')}, ${when}`],
      [tom, `Canceled: ${isolatedName('Amy A1')} with ${isolatedName('Tom Teacher')}, ${when}`],
    ]);
  });

  it('deleting a lesson tells its family and teacher it is canceled', async () => {
    const lesson = await bookLesson(runtime.api, token(), amyWithTess('2027-07-13T16:00:00.000Z'));
    await newEmails();
    expect((await deleteLesson(runtime.api, token(), lesson._id)).status).toBe(200);
    const subject = `Canceled: ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, Tuesday 13 July 2027, 17:00–18:00 UK time`;
    expect((await newEmails()).sent).toEqual([
      [fay, subject],
      [tess, subject],
    ]);
  });
});

describe('the day-before reminders', () => {
  const hour = 60 * 60 * 1000;

  it('two runs at once send one reminder per lesson to its family and teacher, within a day of the lesson only', async () => {
    const start = '2028-01-11T10:00:00.000Z';
    await bookLesson(runtime.api, token(), amyWithTess(start));
    // 31 hours after the first: not yet within a day of this run.
    await bookLesson(runtime.api, token(), amyWithTess('2028-01-12T17:00:00.000Z'));
    await newEmails();
    const now = new Date(Date.parse(start) - 23 * hour);

    const runs = await Promise.all([sendReminders(now), sendReminders(now)]);
    expect(runs.map((run) => run.reminded).sort()).toEqual([0, 1]);
    expect(await sendReminders(new Date(now.getTime() + hour))).toMatchObject({ reminded: 0 });

    const { sent, emails } = await newEmails();
    const subject = `Reminder: ${isolatedName('Amy A1')} with ${isolatedName('Tess Teacher')}, Tuesday 11 January 2028, 10:00–11:00 UK time`;
    expect(sent).toEqual([
      [fay, subject],
      [tess, subject],
    ]);
    for (const email of emails) expect(email.body.text).toContain(meetingLink);
  });

  it('sends none while the school has them off', async () => {
    const setReminders = (enabled: boolean) =>
      request(runtime.api, 'PUT', '/lesson-reminder-settings', { token: token(), body: { enabled } });
    const start = '2028-02-15T10:00:00.000Z';
    await bookLesson(runtime.api, token(), amyWithTess(start));
    await newEmails();
    const now = new Date(Date.parse(start) - 20 * hour);

    expect((await setReminders(false)).status).toBe(200);
    const read = await request(runtime.api, 'GET', '/lesson-reminder-settings', { token: token() });
    expect(read.body.data).toEqual({ enabled: false });
    expect(await sendReminders(now)).toMatchObject({ enabled: false, reminded: 0 });
    expect((await newEmails()).sent).toEqual([]);

    // Back on, the lesson still ahead is reminded.
    expect((await setReminders(true)).status).toBe(200);
    expect(await sendReminders(now)).toMatchObject({ reminded: 1 });
    expect((await newEmails()).sent).toHaveLength(2);
  });
});
