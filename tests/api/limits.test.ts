import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { maxBodyBytes } from '../../functions/request/middleware/body-size-limit';
import type { LocalRuntime } from '../../functions/local/local-runtime';
import type { RouteDefinition } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { securityHeaders, strictTransportSecurity } from '../../shared/security-headers';
import { setUpSchool, signIn, type SignedIn } from './support/accounts';
import { assertNoSecretsIn, request } from './support/http';

/**
 * Limits: request bodies, list pages and sign-in attempts are capped, and
 * the local runtime answers with the security headers CloudFront sends in
 * AWS (the same list, shared/security-headers.ts; that the synthesized
 * policy carries it is checked in infra/school-stack.test.ts).
 */
process.env.LOG_LEVEL ??= 'silent';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

let runtime: LocalRuntime | undefined;
let origin = '';
let api = '';
const webRoot = mkdtempSync(join(tmpdir(), 'school-limits-web-'));
let staff: SignedIn;
let family: SignedIn;
/** The family's child: lists of one student's things (its make-up credits) are asked about it. */
let childId = '';

beforeAll(async () => {
  // A stand-in for the built SPA, so the static side of the server answers too (web/dist may not exist yet).
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>School</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-0123abcd.js'), 'console.log("app");');
  // The build writes a brotli copy beside each asset (web/precompress-plugin.ts).
  writeFileSync(join(webRoot, 'assets', 'app-0123abcd.js.br'), brotliCompressSync('console.log("app");'));
  const { startLocalRuntime } = await import('../../functions/local/local-runtime');
  runtime = await startLocalRuntime({ port: 0, webRoot });
  origin = runtime.url;
  api = `${origin}/api`;
  staff = await setUpSchool(api);
  const familyAccount = { name: 'Lim Family', email: 'limits@family.example', password: 'family-pass' };
  const added = await request(api, 'POST', '/users', {
    token: staff.token,
    body: { ...familyAccount, role: 'user' },
  });
  expect(added.status).toBe(201);
  family = await signIn(api, familyAccount.email, familyAccount.password);
  const child = await request(api, 'POST', '/students', {
    token: staff.token,
    body: { name: 'Lim Child', parentId: family.userId },
  });
  expect(child.status, child.text).toBe(201);
  childId = child.body.data._id;
});

afterAll(async () => {
  await runtime?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('request bodies', () => {
  it(`are refused above ${maxBodyBytes} bytes with 413 on every kind of route, and read up to it`, async () => {
    const sized = (bytes: number) => {
      const wrapper = JSON.stringify({ name: '' });
      return JSON.stringify({ name: 'x'.repeat(bytes - wrapper.length) });
    };
    const atCap = await request(api, 'POST', '/subjects', {
      token: staff.token,
      rawBody: sized(maxBodyBytes),
      headers: { 'content-type': 'application/json' },
    });
    // Read and judged on its content (a subject name that long is refused by the schema), not by its size.
    expect(atCap.status).toBe(400);
    const overCap = { rawBody: sized(maxBodyBytes + 1), headers: { 'content-type': 'application/json' } };
    // Routes with a body, without one, public ones, and before a token is even looked at.
    for (const [method, path] of [
      ['POST', '/subjects'],
      ['POST', '/auth/login'],
      ['POST', '/auth/logout'],
      ['POST', '/auth/refresh-token'],
      ['DELETE', '/calendar-feed'],
    ] as const) {
      const answer = await request(api, method, path, { token: staff.token, ...overCap });
      expect(answer.status, `${method} ${path}`).toBe(413);
      expect(answer.body.success).toBe(false);
      const stranger = await request(api, method, path, overCap);
      expect(stranger.status, `${method} ${path} without a token`).toBe(413);
    }
  });
});

/** Query parameters that size a page: the largest value the route's schema accepts (undefined: no cap). */
function capOf(schema: z.ZodType, key: string): number | undefined {
  const accepts = (value: number) => schema.safeParse({ [key]: String(value) }).success;
  if (!accepts(1)) throw new Error(`${key}=1 is refused`);
  let low = 1;
  let high = 2 ** 31;
  if (accepts(high)) return undefined;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accepts(middle)) low = middle;
    else high = middle;
  }
  return low;
}

const pageKeys = ['limit', 'page', 'pageSize', 'perPage'];
const sizedRoutes = allRoutes.flatMap((route) => {
  const shape = (route.query as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return pageKeys.filter((key) => key in shape).map((key) => [route.id, key, route] as const);
});

describe('list pages', () => {
  it('every paginated route takes a page size', () => {
    expect(sizedRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of allRoutes.filter((candidate) => candidate.paginated)) {
      expect(
        sizedRoutes.some(([id, key]) => id === route.id && key === 'limit'),
        route.id,
      ).toBe(true);
    }
  });

  it.each(sizedRoutes)(
    '%s: %s is capped, answering the cap and refusing one more with 400',
    async (_id, key, route) => {
      const cap = capOf(route.query as z.ZodType, key);
      expect(cap, `${route.id} accepts any ${key}`).toBeDefined();
      if (key === 'limit') expect(cap).toBeLessThanOrEqual(500);
      const caller = callerFor(route);
      // A list of one account's things (its failed emails, a family's credit notes) is asked about the caller's own.
      const path = route.path.replace('{id}', ownerPathId[route.id]?.() ?? caller.userId);
      const whose = ownerQuery[route.id]?.(caller) ?? '';
      const atCap = await request(api, 'GET', `${path}?${whose}${key}=${cap}`, { token: caller.token });
      expect(atCap.status, atCap.text).toBe(200);
      const over = await request(api, 'GET', `${path}?${whose}${key}=${cap! + 1}`, { token: caller.token });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(`${key} must be at most ${cap}`);
    },
  );
});

/** Lists that staff must ask about one account name it in the query. */
const ownerPathId: Record<string, () => string> = {
  'lessons.makeUpCredits': () => childId,
};

const ownerQuery: Record<string, (caller: SignedIn) => string> = {
  'invoices.creditNotes': (caller) => `parentId=${caller.userId}&`,
};

function callerFor(route: RouteDefinition): SignedIn {
  if (route.access === 'public' || route.access.includes('super_admin')) return staff;
  if (route.access.includes('user')) return family;
  throw new Error(`No caller for ${route.id}`);
}

describe('sign-in attempts', () => {
  it('are throttled per email (429): tested in login.test.ts', () => {
    const source = readFileSync(join(import.meta.dirname, 'login.test.ts'), 'utf8');
    // The title alone: Prettier may put it on a line of its own, after `it(`.
    expect(source).toContain("'throttles repeated failures for one email without touching other accounts'");
    expect(source).toMatch(/expect\(blocked\.status\)\.toBe\(429\)/);
  });
});

/**
 * What CloudFront's response-headers policy sends, as header → value: the
 * shared list plus HSTS, which CloudFront takes in its structured form
 * (infra/security-headers-policy.ts builds the policy from exactly these).
 */
const cloudFrontHeaders: Record<string, string> = {
  ...securityHeaders,
  'strict-transport-security': strictTransportSecurity,
};

/** One answer of each kind the local runtime gives: API successes, refusals and files; SPA pages and assets. */
async function sampleAnswers() {
  const feed = await request(api, 'POST', '/calendar-feed', { token: staff.token });
  const feedPath = (feed.body.data.path as string).replace(/^\/api/, '');
  const samples: [string, () => Promise<Response>][] = [
    ['API 200 JSON', () => fetch(`${api}/health`)],
    ['API 200 document', () => fetch(`${api}/openapi.json`)],
    ['API 200 calendar file', () => fetch(`${api}${feedPath}`)],
    ['API 401', () => fetch(`${api}/auth/me`)],
    ['API 404 unknown route', () => fetch(`${api}/no-such-route`)],
    [
      'API 400',
      () =>
        fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
    ],
    [
      'API 413 (runtime cap)',
      () =>
        fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(2 * 1024 * 1024),
        }),
    ],
    ['SPA index', () => fetch(`${origin}/`)],
    ['SPA client route', () => fetch(`${origin}/students/123`)],
    ['SPA asset', () => fetch(`${origin}/assets/app-0123abcd.js`)],
  ];
  const answers: { name: string; status: number; headers: Headers }[] = [];
  for (const [name, send] of samples) {
    const response = await send();
    const text = await response.text();
    assertNoSecretsIn({ status: response.status, text, headers: response.headers });
    answers.push({ name, status: response.status, headers: response.headers });
  }
  return answers;
}

describe('security headers of the local runtime', () => {
  let answers: Awaited<ReturnType<typeof sampleAnswers>>;
  beforeAll(async () => {
    answers = await sampleAnswers();
    expect(answers.find((answer) => answer.name === 'SPA index')?.status).toBe(200);
    expect(answers.find((answer) => answer.name === 'API 413 (runtime cap)')?.status).toBe(413);
  });

  it.each(Object.keys(cloudFrontHeaders))('%s: on every answer, as CloudFront sends it', (header) => {
    const wrong = answers
      .filter((answer) => answer.headers.get(header) !== cloudFrontHeaders[header])
      .map((answer) => `${answer.name} (${answer.status}): ${answer.headers.get(header)}`);
    expect(wrong, `expected ${header}: ${cloudFrontHeaders[header]}`).toEqual([]);
  });

  it('is strict: no inline or eval scripts, no framing, no sniffing, a referrer policy', () => {
    for (const answer of answers) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name, ...values]) => [name!, values]),
      );
      const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
      expect(scripts, answer.name).not.toContain("'unsafe-inline'");
      expect(scripts, answer.name).not.toContain("'unsafe-eval'");
      expect(directives.get('frame-ancestors'), answer.name).toEqual(["'none'"]);
      expect(answer.headers.get('x-frame-options'), answer.name).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), answer.name).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), answer.name).toBeTruthy();
    }
  });
});

/** A GET with exactly these headers, answered as raw bytes (fetch would decode them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('compressed answers', () => {
  const openApi = () => `${api}/openapi.json`;

  it('the API answers brotli, else gzip, to clients that accept it, and plain text to others', async () => {
    const plain = await rawGet(openApi(), {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await rawGet(openApi(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);
    const gzip = await rawGet(openApi(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it('an encoding it cannot honour is answered uncompressed, never refused', async () => {
    const answer = await rawGet(openApi(), { 'accept-encoding': 'compress, x-unknown;q=0.9' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString('utf8'))).toHaveProperty('openapi');
  });

  it('a list answer arrives compressed and whole', async () => {
    const list = await rawGet(`${api}/subjects`, {
      authorization: `Bearer ${staff.token}`,
      'accept-encoding': 'br',
    });
    expect(list.status).toBe(200);
    const body = JSON.parse(
      (list.headers['content-encoding'] === 'br' ? brotliDecompressSync(list.bytes) : list.bytes).toString(),
    );
    expect(body.success).toBe(true);
  });

  it("the site's assets are served from the build's brotli copies", async () => {
    const asset = await rawGet(`${origin}/assets/app-0123abcd.js`, { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.bytes).toString()).toBe('console.log("app");');
    const plain = await rawGet(`${origin}/assets/app-0123abcd.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe('console.log("app");');
  });
});
