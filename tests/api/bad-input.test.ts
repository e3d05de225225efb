import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../../functions/request/middleware/body-size-limit';
import { apiBasePath } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { setUpSchool, type SignedIn } from './support/accounts';
import { receivedAnswers, request } from './support/http';
import { createPerson, signInPerson, uniqueEmail } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let admin: SignedIn;
/** For the routes only a family may call (a family's own cancellation): the body is checked after the role. */
let familyToken: string;

beforeAll(async () => {
  admin = await setUpSchool(runtime.api);
  const family = await createPerson(runtime.api, admin.token, {
    name: 'Fay Family',
    email: uniqueEmail('bad-input.family'),
    password: 'correct horse battery',
    role: 'user',
  });
  familyToken = (await signInPerson(runtime.api, family)).token;
});

const routesWithBody = allRoutes.filter((route) => route.body);
/** A well-formed id that matches nothing, so path validation passes and the body is what gets checked. */
const unknownId = '0123456789abcdef01234567';
const concretePath = (path: string) => path.replace(/\{\w+\}/g, unknownId);
const protectedRoutes = allRoutes.filter((route) => route.access !== 'public');

/** The top-level fields a route's body schema names (refined and optional schemas keep their shape underneath). */
function fieldsOf(route: (typeof allRoutes)[number]): string[] {
  const schema = route.body as unknown as {
    shape?: Record<string, unknown>;
    def?: { in?: { shape?: Record<string, unknown> }; innerType?: { shape?: Record<string, unknown> } };
  };
  // A body that may be left out (an optional object) names its fields one level down.
  return Object.keys(schema.shape ?? schema.def?.in?.shape ?? schema.def?.innerType?.shape ?? {});
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = { child: value };
  return value;
}

describe.each(routesWithBody.map((route) => [route.id, route] as const))(
  '%s with a bad body',
  (_id, route) => {
    const token = () =>
      route.access !== 'public' && !route.access.includes('super_admin') ? familyToken : admin.token;
    const send = (options: Parameters<typeof request>[3]) =>
      request(runtime.api, route.method, concretePath(route.path), { token: token(), ...options });

    it('answers malformed JSON with 400', async () => {
      const answer = await send({ rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Request body must be valid JSON' });
    });

    it('answers a body that is not an object with 400', async () => {
      for (const body of [[], 'text', 42, null]) {
        const answer = await send({ body });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Request body must be a JSON object');
      }
    });

    it('answers missing fields and wrong types with 400 and field messages', async () => {
      const missing = await send({ body: {} });
      if (route.body!.safeParse({}).success) {
        // Every field is optional here (a partial update): an empty body is valid input, answered without a 5xx.
        expect(missing.status).toBeLessThan(500);
      } else {
        expect(missing.status).toBe(400);
        expect(Object.keys(missing.body.errors ?? {}).length).toBeGreaterThan(0);
      }
      // An object where the schema wants text, numbers, lists or flags, in every field the route names.
      const wrongTypes = await send({
        body: Object.fromEntries(fieldsOf(route).map((field) => [field, { wrong: true }])),
      });
      expect(wrongTypes.status).toBe(400);
    });

    it('answers a wrong content type with 415', async () => {
      const answer = await send({
        rawBody: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status).toBe(415);
    });

    it('answers an oversized body with 413', async () => {
      // 100 KB past the route's own limit (a logo upload takes more than the usual 100 KB).
      const overLimit = (route.maxBodyBytes ?? maxBodyBytes) + 100 * 1024;
      const big = await send({
        body: { name: 'x'.repeat(overLimit), email: 'a@b.example', password: 'analytical-engine' },
      });
      expect(big.status).toBe(413);
      const huge = await send({
        rawBody: JSON.stringify({ name: 'x'.repeat(overLimit + 2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
    });

    it('refuses prototype-pollution keys and deep nesting with 400', async () => {
      const proto = await send({
        rawBody: '{"__proto__": {"role": "super_admin"}, "email": "a@b.example"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(proto.status).toBe(400);
      // Every field the schema names gets the deep value, so no route can ignore it as an unknown key.
      const deep = await send({
        body: Object.fromEntries(fieldsOf(route).map((field) => [field, nested(500)])),
      });
      expect(deep.status).toBe(400);
    });
  },
);

describe('routes that need a token', () => {
  it.each(protectedRoutes.map((route) => [route.id, route] as const))(
    '%s answers 401 without one',
    async (_id, route) => {
      const path = route.path.replace(/\{\w+\}/g, '0123456789abcdef01234567');
      const answer = await request(runtime.api, route.method, path);
      expect(answer.status).toBe(401);
    },
  );
});

describe('paths the route table does not have', () => {
  it('answer 404 in the envelope, including a known path with another method', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-thing'],
      ['DELETE', '/auth/login'],
      ['GET', '/auth/login/extra'],
      ['GET', ''],
    ] as const) {
      const answer = await request(runtime.api, method, path);
      expect(answer.status, `${method} ${apiBasePath}${path}`).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Not Found' });
    }
  });
});

afterAll(() => {
  const serverErrors = receivedAnswers.filter((answer) => answer.status >= 500);
  expect(serverErrors.map((answer) => answer.text)).toEqual([]);
});
