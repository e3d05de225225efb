import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinkKeys } from '../../functions/entities/account-link-entity';
import { updateItem } from '../../functions/platform/table/write-item';
import { setUpSchool, signIn, superAdmin, type SignedIn } from './support/accounts';
import { refreshCookieFrom, request } from './support/http';
import { closeTableClient, dumpTable } from './support/hostile-input/table-dump';
import { lastEmailTo as lastEmailToIn, tokenIn } from './support/emailed-links';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { useTestRuntime } from './support/test-runtime';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * The account emails of issue 15 over HTTP, read from the SES emulator:
 * invitations, password resets, and registrations that reveal nothing
 * about which emails have accounts.
 */
const runtime = useTestRuntime({ email: true });
const mail = () => runtime.mail!;
let staff: SignedIn;

beforeAll(async () => {
  staff = await setUpSchool(runtime.api);
});
afterAll(() => closeTableClient());

const post = (path: string, body: unknown, options: { token?: string; cookie?: string } = {}) =>
  request(runtime.api, 'POST', path, { body, ...options });

const lastEmailTo = (address: string) => lastEmailToIn(mail(), address);

async function invite(name: string, email: string, role: 'teacher' | 'user') {
  const created = await post('/users', { name, email, role, password: '' }, { token: staff.token });
  expect(created.status).toBe(201);
  expect(created.body.data.status).toBe('invited');
  return created.body.data._id as string;
}

describe('invitations', () => {
  it('invite → accept → sign in: the invited account cannot sign in until it chooses its password', async () => {
    const userId = await invite('Ivy Teacher', 'ivy@school.example', 'teacher');
    const early = await post('/auth/login', { email: 'ivy@school.example', password: 'anything-at-all' });
    expect(early.status).toBe(401);

    const email = await lastEmailTo('ivy@school.example');
    expect(email.subject).toBe(
      `Your ${isolatedName('Tutoring School')} account is ready: choose your password`,
    );
    const token = tokenIn(email, 'invite');
    // Once sent, the table keeps no copy of the link's secret (only its hash): not even the outbox.
    const secret = token.slice(24);
    const holders = [...(await dumpTable())].filter(([, item]) => item.includes(secret));
    expect(holders.map(([key]) => key)).toEqual([]);
    const check = await post('/auth/account-link', { purpose: 'invitation', token });
    expect(check.body.data).toEqual({ name: 'Ivy Teacher', email: 'ivy@school.example' });

    const accepted = await post('/auth/accept-invitation', { token, password: 'ivy-chose-this' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user).toMatchObject({ _id: userId, role: 'teacher' });
    expect(accepted.body.data.user.status).toBeUndefined();
    expect(refreshCookieFrom(accepted)).toBeTruthy();
    await expect(signIn(runtime.api, 'ivy@school.example', 'ivy-chose-this')).resolves.toBeDefined();

    const again = await post('/auth/accept-invitation', { token, password: 'someone-else-1' });
    expect(again.status).toBe(410);
    expect(again.body.message).toContain('already been used');
  });

  it('a resent invitation ends the previous link, and an expired link is refused with what to do', async () => {
    const userId = await invite('Fred Family', 'fred@family.example', 'user');
    const first = tokenIn(await lastEmailTo('fred@family.example'), 'invite');
    const resent = await post(`/users/${userId}/invitation`, {}, { token: staff.token });
    expect(resent.status).toBe(200);
    const second = tokenIn(await lastEmailTo('fred@family.example'), 'invite');
    expect(second).not.toBe(first);

    const old = await post('/auth/accept-invitation', { token: first, password: 'fred-password-1' });
    expect(old.status).toBe(410);

    await updateItem({
      Key: accountLinkKeys.primary(userId, 'invitation'),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    });
    const expired = await post('/auth/accept-invitation', { token: second, password: 'fred-password-1' });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toContain('expired');
    expect(expired.body.message).toContain('Ask the school');
    const list = await request(runtime.api, 'GET', '/users', { token: staff.token });
    expect(list.body.data.find((user: { _id: string }) => user._id === userId)?.status).toBe('invited');
  });
});

describe('forgot password', () => {
  it('answers alike for known and unknown emails; the reset ends every session and its link works once', async () => {
    await post(
      '/users',
      { name: 'Rita Reset', email: 'rita@family.example', password: 'rita-old-pass', role: 'user' },
      { token: staff.token },
    );
    const before = await signIn(runtime.api, 'rita@family.example', 'rita-old-pass', true);

    const known = await post('/auth/forgot-password', { email: 'Rita@Family.example' });
    const unknown = await post('/auth/forgot-password', { email: 'nobody@family.example' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(emailsTo(await emailsAfterDrain(mail()), 'nobody@family.example')).toEqual([]);

    const token = tokenIn(await lastEmailTo('rita@family.example'), 'reset-password');
    const reset = await post('/auth/reset-password', { token, password: 'rita-new-pass' });
    expect(reset.status).toBe(200);

    const refresh = await post('/auth/refresh-token', undefined, { cookie: before.cookie });
    expect(refresh.status).toBe(401);
    const me = await request(runtime.api, 'GET', '/auth/me', { token: before.token });
    expect(me.status).toBe(401);
    const twice = await post('/auth/reset-password', { token, password: 'rita-third-pass' });
    expect(twice.status).toBe(410);
    expect(
      (await post('/auth/login', { email: 'rita@family.example', password: 'rita-old-pass' })).status,
    ).toBe(401);
    await expect(signIn(runtime.api, 'rita@family.example', 'rita-new-pass')).resolves.toBeDefined();
  });
});

describe('registration', () => {
  it('answers alike for a new and a taken email; the new account signs in only once verified, and staff are told', async () => {
    const fresh = await post('/auth/register', {
      name: 'Nora New',
      email: 'nora@family.example',
      password: 'nora-pass-1',
    });
    const taken = await post('/auth/register', {
      name: 'Not Ada',
      email: superAdmin.email.toUpperCase(),
      password: 'other-pass-1',
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(fresh.setCookies).toEqual([]);

    const early = await post('/auth/login', { email: 'nora@family.example', password: 'nora-pass-1' });
    expect(early.status).toBe(403);
    expect(early.body.message).toContain('confirm your email');

    const toAda = await lastEmailTo(superAdmin.email);
    expect(toAda.subject).toBe(`You already have a ${isolatedName('Tutoring School')} account`);
    expect(toAda.body.text).toContain('/forgot-password');
    await expect(signIn(runtime.api, superAdmin.email, superAdmin.password)).resolves.toBeDefined();

    const token = tokenIn(await lastEmailTo('nora@family.example'), 'verify-email');
    expect((await post('/auth/verify-email', { token, password: 'nora-pass-1' })).status).toBe(200);
    expect((await post('/auth/verify-email', { token, password: 'nora-pass-1' })).status).toBe(410);
    await expect(signIn(runtime.api, 'nora@family.example', 'nora-pass-1')).resolves.toBeDefined();
    const told = await lastEmailTo(superAdmin.email);
    expect(told.subject).toBe(`New family registered: ${isolatedName('Nora New')}`);
  });
});
