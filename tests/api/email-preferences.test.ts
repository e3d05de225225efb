import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import { findOutboxMessage, outboxMessagePut } from '../../functions/entities/outbox-message-entity';
import { schoolProfileKey } from '../../functions/entities/school-profile-entity';
import { userKeys } from '../../functions/entities/user-entity';
import { updateItem } from '../../functions/platform/table/write-item';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { setUpSchool } from './support/accounts';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo, type StoredEmail } from './support/mail-store';
import { createPerson, signInPerson, uniqueEmail, type SignedPerson } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

/*
 * Issue 15, preferences: each account chooses its emails by category; the
 * mailer asks when sending, and a message the recipient turned off ends
 * `skipped`, unsent. Every email that can be turned off carries RFC 8058's
 * one-click unsubscribe, a signed link that works without signing in.
 */
const runtime = useTestRuntime({ email: true });
const mail = () => runtime.mail!;
const site = () => runtime.api.replace(/\/api$/, '');

let family: SignedPerson;
let headToken: string;
beforeAll(async () => {
  const head = await setUpSchool(runtime.api);
  headToken = head.token;
  const person = await createPerson(runtime.api, head.token, {
    name: 'Fay Family',
    email: uniqueEmail('prefs-family'),
    password: 'family-secret-1',
    role: 'user',
  });
  family = await signInPerson(runtime.api, person);
});

function invoiceMessage(invoiceNumber: string, studentName = 'Amy A1'): InvoiceSentEmail {
  return {
    kind: 'invoice-sent',
    invoiceId: '0123456789abcdef01234567',
    invoiceNumber,
    studentName,
    period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
    totalMinor: 12_345,
    currency: 'GBP',
    dueDate: '2027-06-30',
  };
}

/** Writes one "invoice sent" message for the account, as the invoice's status change does; answers its outbox id. */
async function writeMessage(recipientUserId: string, message: InvoiceSentEmail): Promise<string> {
  const write = outboxMessagePut(recipientUserId, message);
  await writeTransaction([write]);
  return write.Put.Item.id as string;
}

async function sentTo(address: string, invoiceNumber: string): Promise<StoredEmail[]> {
  return emailsTo(await emailsAfterDrain(mail()), address).filter((email) =>
    email.subject.includes(invoiceNumber),
  );
}

const preferences = (token: string) => request(runtime.api, 'GET', '/account/email-preferences', { token });
const choose = (token: string, body: unknown) =>
  request(runtime.api, 'PUT', '/account/email-preferences', { token, body });

const headerOf = (email: StoredEmail, name: string) =>
  (email as StoredEmail & { headers?: { name: string; value: string }[] }).headers?.find(
    (header) => header.name.toLowerCase() === name.toLowerCase(),
  )?.value;

describe('email preferences', () => {
  it('start at the defaults, change for the caller only, and refuse turning account emails off', async () => {
    expect((await preferences(family.token)).body.data).toEqual({
      account: true,
      invoices: true,
      lessons: true,
      'lesson-reminders': true,
      'progress-digest': false,
      'lesson-reports': true,
      // Issue 40: the overdue digest and new registrations go to staff only, so a family reads them off.
      'staff-updates': false,
      'system-health': false,
    });

    const changed = await choose(family.token, { lessons: false, 'progress-digest': true });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ lessons: false, 'progress-digest': true, invoices: true });
    expect((await preferences(family.token)).body.data).toMatchObject({
      lessons: false,
      'progress-digest': true,
    });

    for (const [body, message] of [
      [{ account: false }, 'Account emails (invitations, password resets) cannot be turned off'],
      [{ invoices: 'no' }, 'invoices must be true or false'],
      [{ newsletters: false }, 'Unknown email category'],
    ] as const) {
      const refused = await choose(family.token, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    await choose(family.token, { lessons: true, 'progress-digest': false });
    expect((await preferences(family.token)).body.data).toMatchObject({
      lessons: true,
      'progress-digest': false,
    });
  });

  it("offer a family none of the staff's emails: turning one on is refused, staff may", async () => {
    const refused = await choose(family.token, { 'staff-updates': true, lessons: false });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Staff updates: the daily overdue digest and new registrations go to the school's staff only",
    );
    expect(refused.body.errors).toHaveProperty('staff-updates');
    // Nothing changed: the lessons in the same request stay on.
    expect((await preferences(family.token)).body.data).toMatchObject({
      lessons: true,
      'staff-updates': false,
    });
    const off = await choose(family.token, { 'staff-updates': false });
    expect({ status: off.status, staff: off.body.data['staff-updates'] }).toEqual({
      status: 200,
      staff: false,
    });

    expect((await preferences(headToken)).body.data['staff-updates']).toBe(true);
    const staffOff = await choose(headToken, { 'staff-updates': false });
    expect(staffOff.body.data['staff-updates']).toBe(false);
    const staffOn = await choose(headToken, { 'staff-updates': true });
    expect({ status: staffOn.status, staff: staffOn.body.data['staff-updates'] }).toEqual({
      status: 200,
      staff: true,
    });
  });

  it('are asked when sending: a message whose category is off ends skipped and sends nothing', async () => {
    await choose(family.token, { invoices: false });
    const skippedId = await writeMessage(family.id, invoiceMessage('OFF-1'));
    expect(await sentTo(family.email, 'OFF-1')).toEqual([]);
    expect(await findOutboxMessage(skippedId)).toMatchObject({
      status: 'skipped',
      skipReason: 'The recipient turned off emails about Invoices, payments and overdue reminders',
    });

    await choose(family.token, { invoices: true });
    await writeMessage(family.id, invoiceMessage('ON-1'));
    expect(await sentTo(family.email, 'ON-1')).toHaveLength(1);
    expect(await sentTo(family.email, 'OFF-1')).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  it('is in the headers and footer, works without signing in, and refuses a forged link', async () => {
    await writeMessage(family.id, invoiceMessage('UNSUB-1'));
    const [email] = await sentTo(family.email, 'UNSUB-1');
    const listUnsubscribe = headerOf(email!, 'List-Unsubscribe')!;
    expect(headerOf(email!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/[^>]+\/api\/email\/unsubscribe\?token=([^>]+))>$/.exec(listUnsubscribe);
    expect(oneClick, listUnsubscribe).not.toBeNull();
    const token = oneClick![2]!;
    for (const body of [email!.body.html!, email!.body.text!]) {
      expect(body).toContain(`${site()}/unsubscribe?token=${token}`);
      expect(body).toContain(`${site()}/dashboard/email-preferences`);
    }

    // A browser (or a link scanner) opening the link is only sent to the page that asks.
    const opened = await fetch(oneClick![1]!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    expect((await preferences(family.token)).body.data.invoices).toBe(true);

    // What a mail app sends (RFC 8058 §3.2): a POST with this form body, no cookie, no token.
    const unsubscribed = await request(runtime.api, 'POST', `/email/unsubscribe?token=${token}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.data).toEqual({
      category: 'invoices',
      label: 'Invoices, payments and overdue reminders',
    });
    expect((await preferences(family.token)).body.data.invoices).toBe(false);
    const again = await request(runtime.api, 'POST', `/email/unsubscribe?token=${token}`);
    expect(again.status).toBe(200);

    const [userId, category, signature] = token.split('.') as [string, string, string];
    const otherUser = `${userId.slice(0, -1)}${userId.endsWith('0') ? '1' : '0'}`;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const forged of [
      `${otherUser}.${category}.${signature}`,
      `${userId}.lessons.${signature}`,
      `${userId}.${category}.${flipped}`,
      `${userId}.account.${signature}`,
      'not-a-token',
    ]) {
      const refused = await request(
        runtime.api,
        'POST',
        `/email/unsubscribe?token=${encodeURIComponent(forged)}`,
      );
      expect({ forged, status: refused.status, message: refused.body.message }).toEqual({
        forged,
        status: 400,
        message: expect.stringMatching(/^This unsubscribe link is not valid/),
      });
    }
    const missing = await request(runtime.api, 'POST', '/email/unsubscribe');
    expect(missing.status).toBe(400);
    expect((await preferences(family.token)).body.data.lessons).toBe(true);
    await choose(family.token, { invoices: true });
  });
});

describe('names and subjects in headers', () => {
  it('cannot add a header, a recipient or markup, whatever the school, the family or the student is called', async () => {
    const hostile = 'Evil\r\nBcc: x@y.example\r\n<script>alert(1)</script>';
    await updateItem({
      // Stored as a name saved before input was checked would be: straight into the table.
      Key: userKeys.primary(family.id),
      UpdateExpression: 'SET #name = :name',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': `Fay ${hostile}` },
    });
    const nameSchool = (schoolName: string) =>
      updateItem({
        Key: schoolProfileKey,
        UpdateExpression: 'SET schoolName = :name',
        ExpressionAttributeValues: { ':name': schoolName },
      });
    await nameSchool(`School ${hostile}`);
    try {
      await writeMessage(family.id, invoiceMessage('HOSTILE-1', `Amy ${hostile}`));
      const [email, ...more] = await sentTo(family.email, 'HOSTILE-1');
      expect(more).toEqual([]);
      expect(email!.destination).toEqual({ to: [family.email], cc: [], bcc: [] });
      for (const header of [
        email!.from,
        email!.subject,
        ...(email as { headers?: { value: string }[] }).headers!.map((h) => h.value),
      ])
        expect(header).not.toMatch(/[\r\n]/);
      expect(email!.from).toBe(
        '"School Evil Bcc: x@y.example <script>alert(1)</script>" <no-reply@school.example>',
      );
      expect(email!.subject).toMatch(
        /^Invoice HOSTILE-1 for \u2068Amy Evil Bcc: x@y\.example <script>alert\(1\)<\/script>\u2069: /,
      );
      expect(email!.body.html).not.toContain('<script>');
      expect(email!.body.html).toContain(
        'Dear <bdi>Fay Evil Bcc: x@y.example &lt;script&gt;alert(1)&lt;/script&gt;</bdi>,',
      );
    } finally {
      await nameSchool('Tutoring School');
    }
  });
});
