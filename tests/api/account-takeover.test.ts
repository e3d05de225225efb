import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, signIn, type SignedIn } from './support/accounts';
import { lastEmailTo as lastEmailToIn, tokenIn } from './support/emailed-links';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { useTestRuntime } from './support/test-runtime';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * Issue 34, "no account taken before it is confirmed" and "links bound to
 * what they were sent for", tried from the outside as the review did: an
 * attacker registers a family's address first, staff invite an address a
 * stranger registered, emails change, and links outlive what they were
 * sent for. Every step over HTTP, every link read from the SES emulator.
 */
const runtime = useTestRuntime({ email: true });
const mail = () => runtime.mail!;
let staff: SignedIn;

beforeAll(async () => {
  staff = await setUpSchool(runtime.api);
});

const post = (path: string, body: unknown, options: { token?: string; from?: string } = {}) =>
  request(runtime.api, 'POST', path, { body, ...options });
const put = (path: string, body: unknown, token: string) =>
  request(runtime.api, 'PUT', path, { body, token });
const lastEmailTo = (address: string) => lastEmailToIn(mail(), address);
const login = (email: string, password: string) => post('/auth/login', { email, password });

async function register(name: string, email: string, password: string, from: string) {
  const answer = await post('/auth/register', { name, email, password }, { from });
  expect(answer.status).toBe(201);
}

/** A family account that signs in (staff set its password). */
async function activeFamily(name: string, email: string, password: string): Promise<string> {
  const created = await post('/users', { name, email, password, role: 'user' }, { token: staff.token });
  expect(created.status).toBe(201);
  return created.body.data._id as string;
}

describe('a registration nobody confirmed is not an account to take', () => {
  it("the family's own registration replaces an attacker's earlier one: the attacker's password never signs in", async () => {
    const family = 'parent.one@family.example';
    await register('Mallory', family, 'attacker-pass-1', '127.0.0.66');
    const attackersLink = tokenIn(await lastEmailTo(family), 'verify-email');
    // Unconfirmed, it never signs in, even with its own password.
    expect((await login(family, 'attacker-pass-1')).status).toBe(403);

    await register('Priya Family', family, 'family-pass-1', '127.0.0.7');
    const email = await lastEmailTo(family);
    // The email greets the family's name, not the attacker's.
    expect(email.body.text).toContain('Dear Priya Family,');
    const familysLink = tokenIn(email, 'verify-email');
    expect(familysLink).not.toBe(attackersLink);
    // The first registration's link ended with it.
    expect(
      (await post('/auth/verify-email', { token: attackersLink, password: 'family-pass-1' })).status,
    ).toBe(410);

    const confirmed = await post('/auth/verify-email', { token: familysLink, password: 'family-pass-1' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.user).toMatchObject({ name: 'Priya Family', email: family });
    // Signed in by the link and the password: this browser is now one the account is known on.
    expect(confirmed.setCookies.some((cookie) => cookie.startsWith('known_device='))).toBe(true);
    expect((await login(family, 'attacker-pass-1')).status).toBe(401);
    await expect(signIn(runtime.api, family, 'family-pass-1')).resolves.toBeDefined();

    // Registering again once confirmed changes nothing: the owner is told.
    await register('Mallory', family, 'attacker-pass-2', '127.0.0.66');
    expect((await lastEmailTo(family)).subject).toBe(
      `You already have a ${isolatedName('Tutoring School')} account`,
    );
    expect((await login(family, 'attacker-pass-2')).status).toBe(401);
  });

  it("a link sent after an attacker re-registered confirms only with the attacker's password, which the family does not type", async () => {
    const family = 'parent.two@family.example';
    await register('Omar Family', family, 'family-pass-2', '127.0.0.8');
    await register('Mallory', family, 'attacker-pass-3', '127.0.0.67');
    const link = tokenIn(await lastEmailTo(family), 'verify-email');

    const refused = await post('/auth/verify-email', { token: link, password: 'family-pass-2' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This is not the password of the latest registration for this email. If you registered more than once, use the password you chose last; if you did not register again, someone else may have: register again with your own password and use the link we send then.',
    );
    expect((await login(family, 'attacker-pass-3')).status).toBe(403);
    expect((await login(family, 'family-pass-2')).status).toBe(401);

    // The family registers again: its password, its link, its account.
    await register('Omar Family', family, 'family-pass-2', '127.0.0.8');
    const own = tokenIn(await lastEmailTo(family), 'verify-email');
    expect((await post('/auth/verify-email', { token: own, password: 'family-pass-2' })).status).toBe(200);
    expect((await login(family, 'attacker-pass-3')).status).toBe(401);
  });

  it("the school's invitation wins over a registration nobody confirmed", async () => {
    const address = 'new.family@family.example';
    await register('Mallory', address, 'attacker-pass-4', '127.0.0.68');
    const strangersLink = tokenIn(await lastEmailTo(address), 'verify-email');

    const invited = await post(
      '/users',
      { name: 'Nadia Family', email: address, role: 'user', password: '' },
      { token: staff.token },
    );
    expect(invited.status).toBe(201);
    expect(invited.body.data.status).toBe('invited');
    const users = await request(runtime.api, 'GET', '/users?role=user', { token: staff.token });
    expect(
      users.body.data
        .filter((user: { email: string }) => user.email === address)
        .map((u: { name: string }) => u.name),
    ).toEqual(['Nadia Family']);

    expect(
      (await post('/auth/verify-email', { token: strangersLink, password: 'attacker-pass-4' })).status,
    ).toBe(410);
    const invitation = tokenIn(await lastEmailTo(address), 'invite');
    const accepted = await post('/auth/accept-invitation', {
      token: invitation,
      password: 'nadia-chose-this',
    });
    expect(accepted.status).toBe(200);
    expect((await login(address, 'attacker-pass-4')).status).toBe(401);
    await expect(signIn(runtime.api, address, 'nadia-chose-this')).resolves.toBeDefined();
  });
});

describe('an email changes only once the new address confirms it', () => {
  it('the owner asks: the new address gets a link, the old one a notice, and sign-in moves only on confirmation', async () => {
    const id = await activeFamily('Grace Family', 'grace@family.example', 'grace-pass-1');
    const grace = await signIn(runtime.api, 'grace@family.example', 'grace-pass-1');
    const asked = await put(
      `/users/${id}`,
      { name: 'Grace Family', email: 'grace.new@family.example', currentPassword: 'grace-pass-1' },
      grace.token,
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      email: 'grace@family.example',
      pendingEmail: 'grace.new@family.example',
    });
    expect(asked.body.message).toContain('once the link we sent to that address is opened');

    const notice = await lastEmailTo('grace@family.example');
    expect(notice.subject).toBe(
      `A change of your ${isolatedName('Tutoring School')} email address was asked for`,
    );
    expect(notice.body.text).toContain('grace.new@family.example');
    const link = tokenIn(await lastEmailTo('grace.new@family.example'), 'confirm-email');
    // Not yet: the account keeps its address.
    await expect(signIn(runtime.api, 'grace@family.example', 'grace-pass-1')).resolves.toBeDefined();
    expect((await login('grace.new@family.example', 'grace-pass-1')).status).toBe(401);

    const confirmed = await post('/auth/confirm-email-change', { token: link });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ email: 'grace.new@family.example' });
    await expect(signIn(runtime.api, 'grace.new@family.example', 'grace-pass-1')).resolves.toBeDefined();
    expect((await login('grace@family.example', 'grace-pass-1')).status).toBe(401);
    expect((await post('/auth/confirm-email-change', { token: link })).status).toBe(410);
    // The old address is free for another account.
    await activeFamily('Takes Old Email', 'grace@family.example', 'other-pass-1');
    const me = await request(runtime.api, 'GET', '/auth/me', { token: grace.token });
    expect(me.body.data.user ?? me.body.data).toMatchObject({ email: 'grace.new@family.example' });
  });

  it('staff change an active account: pending likewise, and a canceled change ends its link', async () => {
    const id = await activeFamily('Henry Family', 'henry@family.example', 'henry-pass-1');
    const changed = await put(
      `/users/${id}`,
      { name: 'Henry Family', email: 'typo@family.example' },
      staff.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      email: 'henry@family.example',
      pendingEmail: 'typo@family.example',
    });
    const link = tokenIn(await lastEmailTo('typo@family.example'), 'confirm-email');
    expect(emailsTo(await emailsAfterDrain(mail()), 'henry@family.example').at(-1)?.subject).toBe(
      `A change of your ${isolatedName('Tutoring School')} email address was asked for`,
    );

    // Saving the name alone leaves the change waiting; canceling it ends the link.
    const renamed = await put(
      `/users/${id}`,
      { name: 'Henry F.', email: 'henry@family.example' },
      staff.token,
    );
    expect(renamed.body.data.pendingEmail).toBe('typo@family.example');
    const canceled = await put(
      `/users/${id}`,
      { name: 'Henry F.', email: 'henry@family.example', cancelEmailChange: true },
      staff.token,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.pendingEmail).toBeUndefined();
    expect((await post('/auth/confirm-email-change', { token: link })).status).toBe(410);
    await expect(signIn(runtime.api, 'henry@family.example', 'henry-pass-1')).resolves.toBeDefined();
  });

  it('a new password ends a pending email change, whose link was sent under the old one', async () => {
    const id = await activeFamily('Mona Family', 'mona@family.example', 'mona-pass-1');
    await put(`/users/${id}`, { name: 'Mona Family', email: 'mona.new@family.example' }, staff.token);
    const link = tokenIn(await lastEmailTo('mona.new@family.example'), 'confirm-email');
    await post('/auth/forgot-password', { email: 'mona@family.example' }, { from: '127.0.0.22' });
    const reset = tokenIn(await lastEmailTo('mona@family.example'), 'reset-password');
    expect((await post('/auth/reset-password', { token: reset, password: 'mona-pass-2' })).status).toBe(200);

    expect((await post('/auth/confirm-email-change', { token: link })).status).toBe(410);
    const users = await request(runtime.api, 'GET', '/users?role=user', { token: staff.token });
    const mona = users.body.data.find((user: { _id: string }) => user._id === id);
    expect(mona).toMatchObject({ email: 'mona@family.example' });
    expect(mona.pendingEmail).toBeUndefined();
  });

  it('an address another account uses is refused when asked, and again when confirmed', async () => {
    const id = await activeFamily('Ivan Family', 'ivan@family.example', 'ivan-pass-1');
    const taken = await put(
      `/users/${id}`,
      { name: 'Ivan Family', email: 'grace.new@family.example' },
      staff.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already in use');

    await put(`/users/${id}`, { name: 'Ivan Family', email: 'ivan.new@family.example' }, staff.token);
    const link = tokenIn(await lastEmailTo('ivan.new@family.example'), 'confirm-email');
    await activeFamily('Someone Else', 'ivan.new@family.example', 'someone-pass-1');
    const late = await post('/auth/confirm-email-change', { token: link });
    expect(late.status).toBe(409);
    await expect(signIn(runtime.api, 'ivan@family.example', 'ivan-pass-1')).resolves.toBeDefined();
  });
});

describe('links are bound to the address and the password they were sent for', () => {
  it('a reset link sent to an old address stops working once the email moves', async () => {
    const id = await activeFamily('Jade Family', 'jade.old@family.example', 'jade-pass-1');
    await post('/auth/forgot-password', { email: 'jade.old@family.example' }, { from: '127.0.0.20' });
    const reset = tokenIn(await lastEmailTo('jade.old@family.example'), 'reset-password');

    await put(`/users/${id}`, { name: 'Jade Family', email: 'jade@family.example' }, staff.token);
    const link = tokenIn(await lastEmailTo('jade@family.example'), 'confirm-email');
    expect((await post('/auth/confirm-email-change', { token: link })).status).toBe(200);

    const used = await post('/auth/reset-password', { token: reset, password: 'taken-over-pass' });
    expect(used.status).toBe(410);
    await expect(signIn(runtime.api, 'jade@family.example', 'jade-pass-1')).resolves.toBeDefined();
  });

  it("a reset link does not outlive its owner's own password change", async () => {
    const id = await activeFamily('Kofi Family', 'kofi@family.example', 'kofi-pass-1');
    await post('/auth/forgot-password', { email: 'kofi@family.example' }, { from: '127.0.0.21' });
    const reset = tokenIn(await lastEmailTo('kofi@family.example'), 'reset-password');
    const kofi = await signIn(runtime.api, 'kofi@family.example', 'kofi-pass-1');
    const changed = await put(
      `/users/${id}`,
      {
        name: 'Kofi Family',
        email: 'kofi@family.example',
        password: 'kofi-pass-2',
        currentPassword: 'kofi-pass-1',
      },
      kofi.token,
    );
    expect(changed.status).toBe(200);
    expect((await post('/auth/reset-password', { token: reset, password: 'taken-over-pass' })).status).toBe(
      410,
    );
    await expect(signIn(runtime.api, 'kofi@family.example', 'kofi-pass-2')).resolves.toBeDefined();
  });

  it("an invitation sent to a mistyped address stops working when staff correct it; the new address's works", async () => {
    const invited = await post(
      '/users',
      { name: 'Lena Teacher', email: 'lena@schol.example', role: 'teacher', password: '' },
      { token: staff.token },
    );
    const id = invited.body.data._id as string;
    const wrong = tokenIn(await lastEmailTo('lena@schol.example'), 'invite');
    const corrected = await put(
      `/users/${id}`,
      { name: 'Lena Teacher', email: 'lena@school.example' },
      staff.token,
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ email: 'lena@school.example', status: 'invited' });
    expect(corrected.body.message).toBe('User updated. A new invitation was emailed to lena@school.example.');

    expect((await post('/auth/accept-invitation', { token: wrong, password: 'not-lenas-pass' })).status).toBe(
      410,
    );
    const right = tokenIn(await lastEmailTo('lena@school.example'), 'invite');
    expect(
      (await post('/auth/accept-invitation', { token: right, password: 'lena-chose-this' })).status,
    ).toBe(200);
  });
});
