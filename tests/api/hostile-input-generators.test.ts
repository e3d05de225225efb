import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RouteDefinition } from '../../shared/routes/route-definition';
import { allRoutes, routeTable } from '../../shared/routes/route-table';
import {
  mutatedArbitrary,
  validArbitrary,
  type MutationKind,
} from './support/hostile-input/arbitraries-from-zod';
import { plausibleHints } from './support/hostile-input/field-hints';
import {
  describeCase,
  hostileCaseArbitrary,
  predictOutcome,
  validCaseArbitrary,
  type CaseEnvironment,
  type FuzzCase,
} from './support/hostile-input/fuzz-requests';
import { nested, toJsonText } from './support/hostile-input/hostile-values';

/**
 * The generators of the hostile-input fuzz, checked on their own: valid
 * values are accepted by the schema they come from, mutations marked as
 * refused are refused, unknown schema shapes fail loudly, and the outcome
 * prediction follows the middleware stack.
 */

const seed = 4242;
const parts = ['params', 'query', 'body'] as const;
const schemasOfRoutes = allRoutes.flatMap((route) =>
  parts.flatMap((part) => (route[part] ? [[`${route.id} ${part}`, route[part]] as const] : [])),
);

/** What the server's JSON.parse makes of a value the fuzz sends. */
const overTheWire = (value: unknown): unknown => JSON.parse(toJsonText(value) || 'null');

describe('validArbitrary', () => {
  it.each(schemasOfRoutes)('%s: every generated value is accepted', (_name, schema) => {
    fc.assert(
      fc.property(validArbitrary(schema, plausibleHints), (value) => {
        const result = schema.safeParse(value);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      }),
      { seed, numRuns: 40 },
    );
  });

  it('covers the zod shapes the route table uses, with optional keys both present and absent', () => {
    const schema = z.strictObject({
      name: z.string().trim().min(1).max(10),
      email: z.string().trim().pipe(z.email()),
      id: z.string().regex(/^[0-9a-f]{24}$/),
      when: z.iso.datetime({ offset: true }),
      count: z.number().int().gt(0).lt(5),
      amount: z.number().min(0.5).max(2),
      flag: z.boolean().optional(),
      kind: z.enum(['a', 'b']).default('a'),
      exact: z.literal('x'),
      tags: z.array(z.string().max(3)).min(1).max(3),
      nothing: z.string().nullable(),
      choice: z.union([z.literal(''), z.number()]),
      lookup: z.record(z.string(), z.number()),
      nestedObject: z.object({ inner: z.string().min(2) }),
      coerced: z.coerce.number().int().min(1).max(3),
      anything: z.unknown(),
    });
    const values = fc.sample(validArbitrary(schema), { seed, numRuns: 200 });
    for (const value of values) expect(schema.safeParse(value).success).toBe(true);
    const withFlag = values.filter((value) => (value as { flag?: boolean }).flag !== undefined).length;
    expect(withFlag).toBeGreaterThan(10);
    expect(withFlag).toBeLessThan(190);
  });

  it('uses hints by field name, `name[]` for array elements, and functions to mix with the generic values', () => {
    const schema = z.object({
      studentId: z.string().regex(/^[0-9a-f]{24}$/),
      subjects: z.array(z.string().regex(/^[0-9a-f]{24}$/)).min(1),
      email: z.email(),
    });
    const realId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const values = fc.sample(
      validArbitrary(schema, {
        studentId: fc.constant(realId),
        'subjects[]': fc.constant(realId),
        email: (generic) => fc.oneof(fc.constant('known@school.example'), generic),
      }),
      { seed, numRuns: 100 },
    ) as { studentId: string; subjects: string[]; email: string }[];
    expect(values.every((value) => value.studentId === realId)).toBe(true);
    expect(values.every((value) => value.subjects.every((id) => id === realId))).toBe(true);
    const known = values.filter((value) => value.email === 'known@school.example').length;
    expect(known).toBeGreaterThan(10);
    expect(known).toBeLessThan(90);
  });

  it('fails loudly on a zod type it has no generator for, a transform without a hint, or a refinement it cannot meet', () => {
    expect(() => validArbitrary(z.object({ at: z.date() }))).toThrow(
      /no generator for zod type "date" at at/,
    );
    expect(() =>
      validArbitrary(
        z.object({
          list: z
            .string()
            .transform((text) => text.split(','))
            .pipe(z.array(z.enum(['a']))),
        }),
      ),
    ).toThrow(/transform at list cannot be run backwards/);
    expect(() => fc.sample(validArbitrary(z.string().refine(() => false)), { seed, numRuns: 1 })).toThrow(
      /refused at the root; a refinement needs a hint/,
    );
  });
});

describe('mutatedArbitrary', () => {
  const bodies = allRoutes.flatMap((route) => (route.body ? [[route.id, route.body] as const] : []));

  it.each(bodies)('%s: a mutation marked refused is refused once it has crossed the wire', (_id, schema) => {
    fc.assert(
      fc.property(mutatedArbitrary(schema, plausibleHints), (mutated) => {
        if (!mutated.refused) return;
        expect(schema.safeParse(overTheWire(mutated.value)).success, mutated.description).toBe(false);
      }),
      { seed, numRuns: 60 },
    );
  });

  it('breaks what it says: missing required fields, wrong types, over-long text, strict extra keys', () => {
    const schema = z.strictObject({
      name: z.string().max(5),
      count: z.number(),
      note: z.string().max(100).optional(),
    });
    const sample = (kind: MutationKind) =>
      fc.sample(mutatedArbitrary(schema, {}, [kind]), { seed, numRuns: 60 });
    for (const kind of [
      'wrong-type',
      'huge-string',
      'not-an-object',
      'extra-field',
      'deep-nesting',
    ] as const) {
      const mutations = sample(kind);
      expect(
        mutations.every((mutated) => mutated.refused),
        kind,
      ).toBe(true);
      for (const mutated of mutations)
        expect(schema.safeParse(overTheWire(mutated.value)).success, kind).toBe(false);
    }
    const missing = sample('missing-field');
    expect(missing.some((mutated) => mutated.refused)).toBe(true); // name or count
    expect(missing.some((mutated) => !mutated.refused)).toBe(true); // note is optional: not certain
  });

  it('writes nesting deeper than JSON.stringify can go as brackets', () => {
    const text = toJsonText({ a: nested(30_000, 'array') });
    expect(text.length).toBe(30_000 * 2 + '{"a":"deep"}'.length);
    expect(() => JSON.parse(text)).not.toThrow();
  });
});

describe('fuzz cases and their predicted outcome', () => {
  const environment = (route: RouteDefinition): CaseEnvironment => ({
    validPrincipals: route.access === 'public' ? ['signed-out'] : [...route.access],
    otherPrincipals: ['signed-out', 'forged:garbage'],
    forgedCursors: ['e30'],
    hints: { params: plausibleHints, query: plausibleHints, body: plausibleHints },
  });

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    '%s: valid cases are predicted open, hostile ones are reported readably',
    (_id, route) => {
      for (const fuzzCase of fc.sample(validCaseArbitrary(route, environment(route)), {
        seed,
        numRuns: 15,
      })) {
        const prediction = predictOutcome(fuzzCase);
        // Only the refresh route needs a live cookie the generator cannot make by itself.
        if (route.id !== 'auth.refreshToken' || fuzzCase.cookie.kind === 'fresh')
          expect(prediction.refused, `${describeCase(fuzzCase)}: ${prediction.reason}`).toBe(false);
        expect(prediction.route).toBe(route);
      }
      for (const fuzzCase of fc.sample(hostileCaseArbitrary(route, environment(route)), {
        seed,
        numRuns: 15,
      })) {
        expect(fuzzCase.changes.length).toBeGreaterThan(0);
        expect(fc.stringify(fuzzCase)).toBe(describeCase(fuzzCase));
      }
    },
  );

  const studentUpdate = routeTable['students.update'] as RouteDefinition;
  const base: FuzzCase = {
    route: studentUpdate,
    principal: 'admin',
    segments: { id: '0123456789abcdef01234567' },
    query: '',
    body: { text: '{"grade":"Year 6"}', contentType: 'application/json' },
    cookie: { kind: 'none' },
    changes: [],
  };
  const predict = (change: Partial<FuzzCase>) => predictOutcome({ ...base, ...change });

  it('follows the middleware: size, token, role, content type, JSON, then the schemas', () => {
    expect(predict({}).refused).toBe(false);
    expect(
      predict({ body: { text: `{"grade":"${'x'.repeat(110_000)}"}`, contentType: 'application/json' } })
        .reason,
    ).toBe('over the body size limit');
    expect(predict({ principal: 'signed-out' }).reason).toBe('no valid access token');
    expect(predict({ principal: 'teacher' }).reason).toBe('role teacher may not call students.update');
    expect(predict({ principal: 'deleted-teacher' }).refused).toBe(true);
    expect(predict({ body: { text: '{"grade":"x"}', contentType: null } }).reason).toBe(
      'not a JSON content type',
    );
    expect(
      predict({ body: { text: '{"grade":"x"}', contentType: 'application/vnd.api+json' } }).refused,
    ).toBe(false);
    expect(predict({ body: { text: '{"__proto__":{}}', contentType: 'application/json' } }).reason).toBe(
      'not valid JSON (or a forbidden key)',
    );
    expect(predict({ body: { text: '{"role":"admin"}', contentType: 'application/json' } }).reason).toBe(
      'the body schema refuses it',
    );
    expect(predict({ segments: { id: '0123456789ABCDEF01234567' } }).reason).toBe('bad path parameters');
    expect(predict({ segments: { id: '%ED%A0%80' } }).reason).toBe('no route has this method and path');
  });

  it('follows URL normalisation to the route a dot segment lands on', () => {
    const invoice = routeTable['invoices.get'] as RouteDefinition;
    const landed = predictOutcome({
      ...base,
      route: invoice,
      principal: 'super_admin',
      body: undefined,
      segments: { id: '' },
    });
    expect(landed.route?.id).toBe('invoices.list');
    const studentsOfUser = routeTable['users.students'] as RouteDefinition;
    const dotted = predictOutcome({
      ...base,
      route: studentsOfUser,
      body: undefined,
      segments: { id: '..' },
    });
    expect(dotted.route?.id).toBe('students.list');
    expect(dotted.refused).toBe(false);
  });

  it('joins repeated query parameters with commas, as API Gateway does', () => {
    const users = routeTable['users.list'] as RouteDefinition;
    const listCase = { ...base, route: users, principal: 'admin' as const, body: undefined, segments: {} };
    expect(predictOutcome({ ...listCase, query: 'role=user&role=parent' }).refused).toBe(false);
    expect(predictOutcome({ ...listCase, query: 'limit=5&limit=6' }).reason).toBe('bad query parameters');
  });
});
