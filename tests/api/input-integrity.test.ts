import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, type SignedIn } from './support/accounts';
import { request, type ApiAnswer } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/*
 * Issue 14, "Input that cannot disguise itself": text that people read (names, grades, curriculum names,
 * notes) refuses characters that hide or reorder what a reader sees, dates and windows are range-checked,
 * and money is checked once rounded to what is billed. Every refusal is a 400 that changes nothing.
 */
const runtime = useTestRuntime();
let admin: SignedIn;
let parentId: string;
let studentId: string;
let subjectId: string;

const disguises = {
  'a NUL (C0)': 'Ada\u0000Lovelace',
  'an escape (C0)': 'Ada\u001b[31m',
  'a line break in a name': 'Ada\nLovelace',
  'a next-line (C1)': 'Ada\u0085Lovelace',
  'a right-to-left override': 'Ada\u202eecalevol',
  'a first-strong isolate': 'Ada\u2068Lovelace\u2069',
  'a zero-width space': 'Ada\u200bLovelace',
  'a zero-width joiner': 'Ada\u200dLovelace',
  'a word joiner': 'Ada\u2060Lovelace',
};
const disguiseMessage = /must not contain control, invisible or direction-changing characters/;

function expectRefused(answer: ApiAnswer): void {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(JSON.stringify(answer.body)).toMatch(disguiseMessage);
}

const send = (method: string, path: string, body: unknown) =>
  request(runtime.api, method, path, { token: admin.token, body });

beforeAll(async () => {
  admin = await setUpSchool(runtime.api);
  const parent = await send('POST', '/users', {
    name: 'Sarah Thompson',
    email: 'sarah@families.example',
    password: 'a long family passphrase',
    role: 'parent',
  });
  parentId = parent.body.data._id;
  const subject = await send('POST', '/subjects', { name: 'Mathematics' });
  subjectId = subject.body.data._id;
  const student = await send('POST', '/students', {
    name: 'Oliver Thompson',
    grade: 'Year 9',
    parentId,
    subjects: [subjectId],
  });
  studentId = student.body.data._id;
});

describe.each(Object.entries(disguises))('text with %s', (_what, text) => {
  it('is refused as a person, student, grade or curriculum name', async () => {
    expectRefused(
      await send('POST', '/users', {
        name: text,
        email: 'x@families.example',
        password: 'passphrase',
        role: 'parent',
      }),
    );
    expectRefused(await send('PUT', `/users/${parentId}`, { name: text }));
    expectRefused(await send('POST', '/students', { name: text, grade: 'Year 9', parentId, subjects: [] }));
    expectRefused(await send('PUT', `/students/${studentId}`, { grade: text }));
    expectRefused(await send('POST', '/subjects', { name: text }));
    expectRefused(await send('POST', `/subjects/${subjectId}/units`, { name: text }));
  });
});

describe('notes and settings', () => {
  it("keep a note's line breaks and tabs but refuse direction overrides and invisible characters", async () => {
    const unit = await send('POST', `/subjects/${subjectId}/units`, { name: 'Number' });
    const topic = await send('POST', `/subjects/${subjectId}/units/${unit.body.data._id}/topics`, {
      name: 'Fractions',
    });
    const topicId = topic.body.data._id;
    const kept = await send('POST', '/progress/notes/topic', {
      studentId,
      topicId,
      notes: 'Secure:\n\tnext',
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.notes).toBe('Secure:\n\tnext');
    for (const notes of ['pay \u202eEXE.txt', 'see\u200bthis', 'bell\u0007']) {
      expectRefused(await send('POST', '/progress/notes/topic', { studentId, topicId, notes }));
    }
  });

  it('refuse a school name that hides what it says', async () => {
    for (const schoolName of ['Riverside\u202e', 'River\u200bside', 'Riverside\r\nX-Injected: 1']) {
      expectRefused(await send('PUT', '/school-profile', { schoolName }));
    }
  });
});

describe('names in other scripts', () => {
  it('are accepted as written, Arabic included', async () => {
    const answer = await send('POST', '/users', {
      name: 'أحمد الهاشمي',
      email: 'ahmed@families.example',
      password: 'a long family passphrase',
      role: 'parent',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.data.name).toBe('أحمد الهاشمي');
  });
});

describe('dates and windows', () => {
  it('refuse a lesson window far outside the calendar with 400, not 500', async () => {
    for (const [from, to] of [
      ['9999-01-01T00:00:00Z', '9999-01-08T00:00:00Z'],
      ['0001-01-01T00:00:00Z', '0001-01-08T00:00:00Z'],
    ]) {
      const answer = await request(runtime.api, 'GET', `/lessons?from=${from}&to=${to}`, {
        token: admin.token,
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.message).toMatch(/between|year/i);
    }
  });
});

describe('money', () => {
  it('refuses a rate that rounds to nothing billable', async () => {
    const answer = await send('PUT', '/invoices/settings', {
      defaultRates: { GBP: 0.000000001, AED: 200 },
      taxRates: { GBP: 0, AED: 5 },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Please enter a valid rate');
  });
});
