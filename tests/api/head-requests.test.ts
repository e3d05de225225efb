import { describe, expect, it } from 'vitest';
import { setUpSchool } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();

/** The headers a HEAD must repeat from its GET (RFC 9110 §9.3.2); the date and request id differ by nature. */
const comparedHeaders = ['content-type', 'cache-control', 'content-security-policy', 'content-disposition'];

let schoolToken: Promise<string> | undefined;
/** The one school of this file's runtime, set up by the first test that needs it. */
const signedInToken = () => (schoolToken ??= setUpSchool(runtime.api).then((school) => school.token));

async function getAndHead(path: string, token?: string) {
  const get = await request(runtime.api, 'GET', path, { token });
  const head = await request(runtime.api, 'HEAD', path, { token });
  return { get, head };
}

function expectSameHeaders(
  get: Awaited<ReturnType<typeof request>>,
  head: Awaited<ReturnType<typeof request>>,
) {
  expect(head.status).toBe(get.status);
  expect(head.text).toBe('');
  for (const name of comparedHeaders) expect(head.headers.get(name), name).toBe(get.headers.get(name));
}

describe('HEAD on every GET route', () => {
  it('answers a public GET route with its status and headers, and no body', async () => {
    const { get, head } = await getAndHead('/health');
    expect(get.status).toBe(200);
    expectSameHeaders(get, head);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
  });

  it('answers the OpenAPI document without sending it', async () => {
    const { get, head } = await getAndHead('/openapi.json');
    expect(get.status).toBe(200);
    expectSameHeaders(get, head);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('checks the role as the GET does: 401 without a token, 200 with one', async () => {
    const token = await signedInToken();
    const refused = await getAndHead('/subjects');
    expect(refused.get.status).toBe(401);
    expectSameHeaders(refused.get, refused.head);
    const allowed = await getAndHead('/subjects', token);
    expect(allowed.get.status).toBe(200);
    expectSameHeaders(allowed.get, allowed.head);
  });

  it('answers a file route (the iCalendar feed) with its media type and length, without the file', async () => {
    const token = await signedInToken();
    const created = await request(runtime.api, 'POST', '/calendar-feed', { token });
    expect(created.status).toBe(201);
    const feedPath = (created.body.data.path as string).replace(/^\/api/, '');
    const { get, head } = await getAndHead(feedPath);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toMatch(/^text\/calendar/);
    expectSameHeaders(get, head);
    expect(get.text).toContain('BEGIN:VCALENDAR');
  });

  it('is not answered where there is no GET route', async () => {
    const head = await request(runtime.api, 'HEAD', '/auth/login');
    expect(head.status).toBe(404);
    expect(head.text).toBe('');
  });
});
