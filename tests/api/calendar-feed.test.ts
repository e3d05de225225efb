import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from './support/accounts';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { createPerson, uniqueEmail, type Person } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { events } from './support/calendar-events';

const { runtime, school } = useSchoolWithPeople({ email: true });

/** `20261020T160000Z` → ISO. */
const instant = (value: string) =>
  `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}.000Z`;

function daysFromNow(days: number, utcHour: number): Date {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date;
}

beforeAll(async () => {
  const book = (student: string, teacher: string, start: Date, timezone: 'UK' | 'UAE') =>
    request(runtime.api, 'POST', '/lessons', {
      token: school.superAdmin.token,
      body: { student, teacher, startTime: start.toISOString(), timezone, notes: 'Bring the workbook' },
    });
  expect((await book(school.childA1._id, school.teacherA.id, daysFromNow(3, 16), 'UK')).status).toBe(201);
  expect((await book(school.childB1._id, school.teacherB.id, daysFromNow(4, 13), 'UAE')).status).toBe(201);
});

describe('calendar feed', () => {
  it('serves a family only its own children’s lessons, as valid iCalendar with correct instants', async () => {
    const created = await request(runtime.api, 'POST', '/calendar-feed', { token: school.familyA.token });
    expect(created.status).toBe(201);
    const path: string = created.body.data.path;
    expect(path).toMatch(/^\/api\/calendar-feed\/[\w-]{43}$/);
    const feed = await request(runtime.api, 'GET', path.replace(/^\/api/, ''));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const lessons = events(feed.text);
    expect(lessons).toHaveLength(1);
    expect(lessons[0]!.SUMMARY).toContain(school.childA1.name);
    expect(instant(lessons[0]!.DTSTART!)).toBe(daysFromNow(3, 16).toISOString());
    expect(instant(lessons[0]!.DTEND!)).toBe(daysFromNow(3, 17).toISOString());
    expect(feed.text).not.toContain(school.childB1.name);
    const status = await request(runtime.api, 'GET', '/calendar-feed', { token: school.familyA.token });
    expect(status.body.data.active).toBe(true);
  });

  it('stops working when revoked, and a new feed replaces the old link', async () => {
    const first = (await request(runtime.api, 'POST', '/calendar-feed', { token: school.familyB.token })).body
      .data.path as string;
    const second = (await request(runtime.api, 'POST', '/calendar-feed', { token: school.familyB.token }))
      .body.data.path as string;
    expect(second).not.toBe(first);
    expect((await request(runtime.api, 'GET', first.replace(/^\/api/, ''))).status).toBe(404);
    expect((await request(runtime.api, 'GET', second.replace(/^\/api/, ''))).status).toBe(200);
    const revoked = await request(runtime.api, 'DELETE', '/calendar-feed', { token: school.familyB.token });
    expect(revoked.status).toBe(200);
    const gone = await request(runtime.api, 'GET', second.replace(/^\/api/, ''));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'Calendar feed not found' });
    expect(
      (await request(runtime.api, 'GET', '/calendar-feed', { token: school.familyB.token })).body.data.active,
    ).toBe(false);
  });

  it('escapes every value it writes, the calendar name included (issue 14)', async () => {
    // Commas and semicolons are allowed in a name; unescaped, they split a property's value in a calendar app.
    const renamed = await request(runtime.api, 'PUT', `/users/${school.teacherA.id}`, {
      token: school.superAdmin.token,
      body: { name: 'Ellis, David; Maths', email: school.teacherA.email },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const created = await request(runtime.api, 'POST', '/calendar-feed', { token: school.teacherA.token });
    const feed = await request(runtime.api, 'GET', created.body.data.path.replace(/^\/api/, ''));
    expect(feed.status).toBe(200);
    const unfolded = feed.text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Lessons · Ellis\\, David\\; Maths\r\n');
    expect(unfolded).toContain('NAME:Lessons · Ellis\\, David\\; Maths\r\n');
    // Every line is a property or a folded continuation: nothing a value carried started a line of its own.
    for (const line of feed.text.split('\r\n').filter(Boolean)) {
      expect(line, line).toMatch(/^([A-Z-]+[;:]| )/);
    }
  });

  it('answers an unknown or malformed token with 404-class refusals, never 500', async () => {
    expect((await request(runtime.api, 'GET', `/calendar-feed/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await request(runtime.api, 'GET', '/calendar-feed/short')).status).toBe(400);
  });
});

describe('a calendar feed ends with every session of its account', () => {
  const password = 'feed-owner-secret-1';

  /** Staff feeds hold the whole school's lessons, the notes booked above among them. */
  async function adminWithFeed(label: string): Promise<{ person: Person; session: SignedIn; feed: string }> {
    const person = await createPerson(runtime.api, school.superAdmin.token, {
      name: `Feed ${label}`,
      email: uniqueEmail(`feed-${label}`),
      password,
      role: 'admin',
    });
    const session = await signIn(runtime.api, person.email, password);
    const created = await request(runtime.api, 'POST', '/calendar-feed', { token: session.token });
    expect(created.status).toBe(201);
    const feed = (created.body.data.path as string).replace(/^\/api/, '');
    const served = await request(runtime.api, 'GET', feed);
    expect(served.status).toBe(200);
    expect(served.text).toContain('Bring the workbook');
    return { person, session, feed };
  }

  /** The old address is refused with nothing of the calendar in it, then and on every later fetch. */
  async function expectFeedEnded(feed: string): Promise<void> {
    for (let fetch = 0; fetch < 2; fetch += 1) {
      const answer = await request(runtime.api, 'GET', feed);
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Calendar feed not found' });
      expect(answer.text).not.toContain('Bring the workbook');
    }
  }

  /** The owner, signed in again, is told why, and the new address it makes works. */
  async function expectToldAndRenewable(person: Person, newPassword = password): Promise<void> {
    const again = await signIn(runtime.api, person.email, newPassword);
    const status = await request(runtime.api, 'GET', '/calendar-feed', { token: again.token });
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({ active: false, endedWithSessions: true });
    const renewed = await request(runtime.api, 'POST', '/calendar-feed', { token: again.token });
    expect(renewed.status).toBe(201);
    const served = await request(runtime.api, 'GET', renewed.body.data.path.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.text).toContain('Bring the workbook');
    const after = await request(runtime.api, 'GET', '/calendar-feed', { token: again.token });
    expect(after.body.data).toEqual({ active: true, createdAt: renewed.body.data.createdAt });
  }

  it('stops serving the old address after "Sign out everywhere", not after logging out of one session', async () => {
    const { person, session, feed } = await adminWithFeed('everywhere');
    const other = await signIn(runtime.api, person.email, password);
    const logout = await request(runtime.api, 'POST', '/auth/logout', {
      token: other.token,
      cookie: other.cookie,
    });
    expect(logout.status).toBe(200);
    expect((await request(runtime.api, 'GET', feed)).status).toBe(200);
    const everywhere = await request(runtime.api, 'POST', '/auth/logout-everywhere', {
      token: session.token,
      cookie: session.cookie,
    });
    expect(everywhere.status).toBe(200);
    await expectFeedEnded(feed);
    await expectToldAndRenewable(person);
  });

  it('stops serving the old address after the owner changes the password', async () => {
    const { person, session, feed } = await adminWithFeed('change');
    const change = await request(runtime.api, 'PUT', `/users/${person.id}`, {
      token: session.token,
      body: {
        name: person.name,
        email: person.email,
        password: 'feed-owner-second-2',
        currentPassword: password,
      },
    });
    expect(change.status, change.text).toBe(200);
    await expectFeedEnded(feed);
    await expectToldAndRenewable(person, 'feed-owner-second-2');
  });

  it('stops serving the old address after a password reset by emailed link', async () => {
    const { person, feed } = await adminWithFeed('reset');
    expect(
      (await request(runtime.api, 'POST', '/auth/forgot-password', { body: { email: person.email } })).status,
    ).toBe(200);
    const email = emailsTo(await emailsAfterDrain(runtime.mail!), person.email).at(-1);
    const token = /\/reset-password\/([0-9a-f]{24}[A-Za-z0-9_-]{43})/.exec(email?.body.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await request(runtime.api, 'POST', '/auth/reset-password', {
      body: { token, password: 'feed-owner-reset-3' },
    });
    expect(reset.status, reset.text).toBe(200);
    await expectFeedEnded(feed);
    await expectToldAndRenewable(person, 'feed-owner-reset-3');
  });
});
