import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/schemas/notification-schemas';
import { setUpSchool, type SignedIn } from './support/accounts';
import { lastEmailTo, tokenIn } from './support/emailed-links';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/*
 * Issue 40: the bell's "You are invited: choose a password" is done once the
 * invitation is accepted (functions/auth/account-links.ts), in the same write
 * as the password; the account's other notifications stay as they were.
 */
const runtime = useTestRuntime({ email: true });
let staff: SignedIn;

beforeAll(async () => {
  staff = await setUpSchool(runtime.api);
});

const post = (path: string, body: unknown, token?: string) =>
  request(runtime.api, 'POST', path, { body, ...(token ? { token } : {}) });

async function bell(token: string): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const answer = await request(runtime.api, 'GET', '/notifications', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

async function invite(name: string, email: string) {
  const created = await post('/users', { name, email, role: 'teacher', password: '' }, staff.token);
  expect(created.status, created.text).toBe(201);
  return created.body.data._id as string;
}

describe('the invitation in the bell', () => {
  it('is read once the invitation is accepted, resent invitations included', async () => {
    const userId = await invite('Iris Teacher', 'iris@bell.example');
    const inviteToken = async () => tokenIn(await lastEmailTo(runtime.mail!, 'iris@bell.example'), 'invite');
    const first = await inviteToken();
    const resent = await post(`/users/${userId}/invitation`, {}, staff.token);
    expect(resent.status, resent.text).toBe(200);
    // The resent email reaches the SES emulator after the drain: wait for its link, the one that opens.
    await expect.poll(inviteToken, { timeout: 15_000 }).not.toBe(first);
    const token = await inviteToken();

    const accepted = await post('/auth/accept-invitation', { token, password: 'iris-chose-this' });
    expect(accepted.status, accepted.text).toBe(200);
    const seen = await bell(accepted.body.data.token as string);
    const invitations = seen.notifications.filter((one) => one.kind === 'account-invitation');
    expect(invitations).toHaveLength(2);
    expect(invitations.every((one) => one.read)).toBe(true);
    expect(seen.unreadCount).toBe(0);
  });

  it('marks it read only with the password: a refused password leaves the link for the real acceptance', async () => {
    const userId = await invite('Ned Teacher', 'ned@bell.example');
    const token = tokenIn(await lastEmailTo(runtime.mail!, 'ned@bell.example'), 'invite');
    // A password the rules refuse (it is the account's own name): 400, the bell as it was.
    const refused = await post('/auth/accept-invitation', { token, password: 'Ned Teacher' });
    expect(refused.status).toBe(400);
    const accepted = await post('/auth/accept-invitation', { token, password: 'ned-chose-this-1' });
    expect(accepted.status, accepted.text).toBe(200);
    const seen = await bell(accepted.body.data.token as string);
    expect(seen.notifications.map((one) => [one.kind, one.read])).toEqual([['account-invitation', true]]);
    expect(userId).toBe(accepted.body.data.user._id);
  });
});
