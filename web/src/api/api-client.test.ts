import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/schemas/user-schemas';
import { callApi, onSessionExpired } from './api-client';
import { ApiError } from './api-error';
import { getServiceUnavailableMessage, noteServiceAnswered } from './service-availability';
import { clearSession, getSession, setSession } from './session-store';

const user: PublicUser = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Grace Hopper',
  email: 'grace@school.test',
  role: 'super_admin',
  children: [],
  students: [],
  createdAt: '2026-01-15T09:30:00.000Z',
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface SentRequest {
  url: string;
  method: string;
  authorization: string | null;
  body: string | null;
}

/** A fake server: `routes` maps "METHOD /api/path" to a function of the request. */
function serve(routes: Record<string, (request: SentRequest) => Response | Promise<Response>>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const request = {
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? init.body : null,
    };
    sent.push(request);
    const handler = routes[`${request.method} ${url}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(request);
  });
  return sent;
}

beforeEach(() => {
  clearSession('logout');
  noteServiceAnswered();
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the token and a JSON body, and returns data', async () => {
    setSession({ token: 'access-1', user });
    const sent = serve({
      'POST /api/auth/login': () =>
        answer(200, { success: true, data: { token: 't', expiresIn: 900, user } }),
    });
    const data = await callApi('auth.login', { body: { email: 'a@b.c', password: 'secret1' } });
    expect(data.user.name).toBe('Grace Hopper');
    expect(sent[0]).toMatchObject({
      authorization: 'Bearer access-1',
      body: '{"email":"a@b.c","password":"secret1"}',
    });
  });

  it("throws an ApiError with the server's message and field errors", async () => {
    serve({
      'POST /api/auth/setup': () =>
        answer(400, {
          success: false,
          message: 'Validation failed',
          errors: { email: 'Please enter a valid email address' },
        }),
    });
    const error = await callApi('auth.setup', {
      body: { name: 'A', email: 'x', password: 'secret1', schoolName: 'S' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      errors: { email: 'Please enter a valid email address' },
      hasServerMessage: true,
    });
  });

  it('reports a failed connection as a network error', async () => {
    serve({});
    await expect(callApi('auth.setupStatus')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('does not try to refresh after a 401 from a public route (wrong password)', async () => {
    setSession({ token: 'access-1', user });
    const sent = serve({
      'POST /api/auth/login': () => answer(401, { success: false, message: 'Invalid email or password' }),
    });
    await expect(callApi('auth.login', { body: { email: 'a@b.c', password: 'nope' } })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(sent).toHaveLength(1);
    expect(getSession()?.token).toBe('access-1');
  });

  it('refreshes once for parallel 401s and retries each call with the new token', async () => {
    setSession({ token: 'stale', user });
    let refreshes = 0;
    const sent = serve({
      'GET /api/auth/me': ({ authorization }) =>
        authorization === 'Bearer fresh'
          ? answer(200, { success: true, data: user })
          : answer(401, { success: false, message: 'Your session has expired. Please log in again.' }),
      'POST /api/auth/refresh-token': async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return answer(200, { success: true, data: { token: 'fresh', expiresIn: 900, user } });
      },
    });
    const [first, second] = await Promise.all([callApi('auth.me'), callApi('auth.me')]);
    expect(first.email).toBe(user.email);
    expect(second.email).toBe(user.email);
    expect(refreshes).toBe(1);
    expect(getSession()?.token).toBe('fresh');
    // The refresh call itself carries no bearer token: the httpOnly cookie is the credential.
    expect(sent.find((request) => request.url.endsWith('/refresh-token'))?.authorization).toBeNull();
  });

  it('clears the session and tells the app when the refresh fails', async () => {
    setSession({ token: 'stale', user });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    serve({
      'GET /api/auth/me': () => answer(401, { success: false, message: 'Unauthorized' }),
      'POST /api/auth/refresh-token': () =>
        answer(401, { success: false, message: 'Your session has expired.' }),
    });
    await expect(callApi('auth.me')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the session when the service is briefly down (503 on the refresh), and says so', async () => {
    setSession({ token: 'stale', user });
    const unavailable = { success: false, message: 'The service is briefly unavailable. Please try again.' };
    serve({
      'GET /api/auth/me': () => answer(401, { success: false, message: 'Unauthorized' }),
      'POST /api/auth/refresh-token': () => answer(503, unavailable),
    });
    await expect(callApi('auth.me')).rejects.toMatchObject({ status: 503, message: unavailable.message });
    expect(getSession()?.token).toBe('stale');
    expect(getServiceUnavailableMessage()).toBe(unavailable.message);
  });

  it('shows a 503 until the next answer that is not a 5xx, in our words when the 503 is not ours', async () => {
    let status = 503;
    serve({
      'GET /api/health': () =>
        status === 503
          ? new Response('<html>', { status })
          : answer(200, { success: true, data: { status: 'ok' } }),
    });
    await expect(callApi('system.health')).rejects.toMatchObject({ status: 503 });
    expect(getServiceUnavailableMessage()).toBe('The service is briefly unavailable. Please try again.');
    status = 200;
    await callApi('system.health');
    expect(getServiceUnavailableMessage()).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    setSession({ token: 'stale', user });
    serve({ 'GET /api/auth/me': () => answer(401, { success: false, message: 'Unauthorized' }) });
    await expect(callApi('auth.me')).rejects.toMatchObject({ isNetworkError: true });
    expect(getSession()?.token).toBe('stale');
  });
});
