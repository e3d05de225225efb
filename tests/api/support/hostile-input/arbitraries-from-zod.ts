import fc from 'fast-check';
import type * as z from 'zod';
import {
  boundaryNumbers,
  hostileKeys,
  hostileKeyValues,
  injectionSamples,
  jsonTypeOf,
  nested,
  unicodeSamples,
  withOwnKey,
  wrongTypeValues,
  type JsonType,
} from './hostile-values';

/**
 * fast-check arbitraries generated from a zod 4 schema: values the schema
 * accepts, and mutations of them. fast-check has no zod bridge, and
 * `z.toJSONSchema` loses what matters most here (the output side of pipes:
 * emails and ids; refinements), so this walks the schema's definition.
 *
 * - `validArbitrary(schema, hints)` gives values the schema accepts. Hints
 *   replace the generator of a field by name (`studentId`, or `subjects[]` for
 *   the elements of an array) with values that mean something in the school
 *   under test, such as real ids. Refinements the walk cannot read are met by
 *   filtering through `schema.safeParse`.
 * - `mutatedArbitrary(schema, hints)` takes such a value and breaks one field
 *   (or the whole value): wrong types, missing and extra fields, huge strings
 *   and arrays, deep nesting, prototype keys, hostile text, boundary numbers.
 *   Each mutation says whether it is certain to be refused (`refused`), worked
 *   out from the schema, not by asking it.
 *
 * A zod type the walk does not know throws, so a schema change cannot leave a
 * route unfuzzed without anyone noticing.
 */

/**
 * Generators by field name; `name[]` stands for the elements of the array
 * field `name`. A function receives what the schema alone would generate, to
 * mix its own values in rather than replace it.
 */
export type FieldHint = fc.Arbitrary<unknown> | ((generic: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>);
export type FieldHints = Readonly<Record<string, FieldHint>>;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  offset?: boolean;
}

/** The parts of a zod 4 definition this walk reads (`schema._zod.def`). */
interface SchemaDef {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  format?: string;
  pattern?: RegExp;
  offset?: boolean;
  coerce?: boolean;
}

export const defOf = (schema: z.ZodType): SchemaDef => schema._zod.def as unknown as SchemaDef;
const checksOf = (schema: z.ZodType): CheckDef[] =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def);
const isOptionalKey = (schema: z.ZodType): boolean => (schema._zod as { optin?: string }).optin !== undefined;

/** Consecutive misses after which a filter gives up: a refinement the walk cannot meet needs a hint. */
const maxConsecutiveMisses = 2000;

/** `arbitrary.filter(schema accepts)`, failing loudly instead of looping for ever when it cannot succeed. */
function acceptedBy<T>(arbitrary: fc.Arbitrary<T>, schema: z.ZodType, where: string): fc.Arbitrary<T> {
  let misses = 0;
  return arbitrary.filter((value) => {
    if (schema.safeParse(value).success) {
      misses = 0;
      return true;
    }
    misses += 1;
    if (misses > maxConsecutiveMisses)
      throw new Error(
        `validArbitrary: ${maxConsecutiveMisses} values in a row refused at ${where}; a refinement needs a hint`,
      );
    return false;
  });
}

const wrappers = new Set(['optional', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema under optional/default/readonly wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (wrappers.has(defOf(current).type)) current = defOf(current).innerType!;
  return current;
}

/** The schema that first sees a raw value: under the wrappers, the input side of pipes. */
export function rawInput(schema: z.ZodType): z.ZodType {
  let current = unwrapped(schema);
  while (defOf(current).type === 'pipe') current = unwrapped(defOf(current).in!);
  return current;
}

function containsTransform(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'transform') return true;
  if (def.type === 'pipe') return containsTransform(def.in!) || containsTransform(def.out!);
  if (wrappers.has(def.type) || def.type === 'nullable') return containsTransform(def.innerType!);
  return false;
}

/** `schema.transform(fn)`: its input is what a client sends, and any such value passes. */
const isPlainTransform = (def: SchemaDef) =>
  defOf(def.out!).type === 'transform' && !containsTransform(def.in!);

/**
 * The side of a pipe to generate from: the output (`string → email`, `string
 * → id` are stricter there), unless a transform sits in between, which cannot
 * be run backwards: then the input, and a hint is expected to do better.
 */
function pipeSource(def: SchemaDef): z.ZodType {
  return containsTransform(def.in!) || defOf(def.out!).type === 'transform' ? def.in! : def.out!;
}

interface StringLimits {
  minLength: number;
  maxLength?: number;
  formats: string[];
  pattern?: RegExp;
  offset: boolean;
}

export function stringLimits(schema: z.ZodType): StringLimits {
  const def = defOf(schema);
  const limits: StringLimits = { minLength: 0, formats: [], offset: def.offset === true };
  if (def.format) limits.formats.push(def.format);
  if (def.format === 'regex' || (def.format && def.pattern)) limits.pattern = def.pattern;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') limits.minLength = Math.max(limits.minLength, check.minimum ?? 0);
    if (check.check === 'max_length')
      limits.maxLength = Math.min(limits.maxLength ?? Infinity, check.maximum!);
    if (check.check === 'length_equals') {
      limits.minLength = check.length!;
      limits.maxLength = check.length!;
    }
    if (check.check === 'string_format' && check.format) {
      limits.formats.push(check.format);
      if (check.format === 'regex') limits.pattern = check.pattern;
      if (check.offset) limits.offset = true;
    }
  }
  return limits;
}

interface NumberLimits {
  min?: number;
  max?: number;
  minExclusive: boolean;
  maxExclusive: boolean;
  integer: boolean;
}

export function numberLimits(schema: z.ZodType): NumberLimits {
  const limits: NumberLimits = { minExclusive: false, maxExclusive: false, integer: false };
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') {
      limits.min = check.value!;
      limits.minExclusive = check.inclusive !== true;
    }
    if (check.check === 'less_than') {
      limits.max = check.value!;
      limits.maxExclusive = check.inclusive !== true;
    }
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) limits.integer = true;
  }
  return limits;
}

export function arrayLimits(schema: z.ZodType): { minLength: number; maxLength?: number } {
  const limits: { minLength: number; maxLength?: number } = { minLength: 0 };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') limits.minLength = check.minimum!;
    if (check.check === 'max_length') limits.maxLength = check.maximum!;
  }
  return limits;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Instants a person books: 2026–2028, usually on a quarter hour, in UTC or with an offset when allowed. */
export function instantArbitrary(allowOffset: boolean): fc.Arbitrary<string> {
  const offsets = allowOffset ? ['Z', '+04:00', '+01:00', '-05:30', '+00:00'] : ['Z'];
  return fc
    .record({
      epochMinutes: fc.integer({ min: 29_454_000, max: 31_033_000 }), // 2026-01 … 2029-01, in minutes
      quarterHour: fc.boolean(),
      offset: fc.constantFrom(...offsets),
      milliseconds: fc.boolean(),
    })
    .map(({ epochMinutes, quarterHour, offset, milliseconds }) => {
      const minutes = quarterHour ? epochMinutes - (epochMinutes % 15) : epochMinutes;
      const sign = offset.startsWith('-') ? -1 : 1;
      const offsetMinutes =
        offset === 'Z' ? 0 : sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
      const wall = new Date((minutes + offsetMinutes) * 60_000);
      const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
      const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00${milliseconds ? '.000' : ''}`;
      return `${date}T${time}${offset}`;
    });
}

/** Addresses zod's email check accepts: lower-case local part, one or two labels, a reserved TLD. */
export const emailArbitrary: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,14}[a-z0-9])?$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('example', 'school.example', 'example.org'),
  )
  .map(([local, domain, top]) => `${local}@${domain}.${top}`);

/** Free text between the limits: plain words mostly, any grapheme or code unit (lone surrogates too) sometimes. */
function textArbitrary(minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const cap = Math.min(maxLength ?? 60, Math.max(minLength + 20, 60));
  const sized = { minLength, maxLength: cap };
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 5, arbitrary: fc.stringMatching(/^[A-Z][a-z]{1,12}( [A-Z]?[a-z]{1,12}){0,2}$/) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', ...sized }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', ...sized }) },
    { weight: 2, arbitrary: fc.constantFrom(...unicodeSamples) },
  ];
  if (maxLength !== undefined && maxLength <= 5000)
    choices.push({ weight: 1, arbitrary: fc.constant('m'.repeat(maxLength)) }); // exactly at the limit
  return fc.oneof(...choices);
}

function stringArbitrary(schema: z.ZodType, where: string): fc.Arbitrary<string> {
  const limits = stringLimits(schema);
  if (limits.formats.includes('email')) return emailArbitrary;
  if (limits.formats.includes('datetime')) return instantArbitrary(limits.offset);
  if (limits.pattern) return fc.stringMatching(limits.pattern);
  const unknown = limits.formats.filter((format) => format !== 'regex');
  if (unknown.length)
    throw new Error(`validArbitrary: no generator for string format ${unknown} at ${where}`);
  return textArbitrary(limits.minLength, limits.maxLength);
}

/** Numbers in range; unbounded sides default to a plausible 0–10 000, with two decimals unless whole. */
function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  const limits = numberLimits(schema);
  const low = limits.min ?? (limits.max !== undefined ? limits.max - 10_000 : 0);
  const high = limits.max ?? low + 10_000;
  if (limits.integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.oneof(
    fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
    fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((cents) => cents / 100),
  );
}

interface WalkContext {
  hints: FieldHints;
  path: readonly string[];
}

const pathText = (path: readonly string[]) => (path.length ? path.join('.') : 'the root');

function build(schema: z.ZodType, context: WalkContext): fc.Arbitrary<unknown> {
  const field = context.path.at(-1);
  const where = pathText(context.path);
  const hint = field === undefined ? undefined : context.hints[field];
  if (hint === undefined) return buildFromSchema(schema, context);
  const hinted =
    typeof hint === 'function' ? hint(fc.constant(null).chain(() => buildFromSchema(schema, context))) : hint;
  return acceptedBy(hinted, schema, `${where} (hint)`);
}

function buildFromSchema(schema: z.ZodType, context: WalkContext): fc.Arbitrary<unknown> {
  const field = context.path.at(-1);
  const where = pathText(context.path);
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return build(def.innerType!, context);
    case 'nullable':
      return fc.oneof(fc.constant(null), build(def.innerType!, context));
    case 'pipe':
      if (containsTransform(def.in!) && !isPlainTransform(def))
        throw new Error(
          `validArbitrary: a transform at ${where} cannot be run backwards; give a hint for "${field}"`,
        );
      return acceptedBy(build(pipeSource(def), context), schema, where);
    case 'string':
      return acceptedBy(stringArbitrary(schema, where), schema, where);
    case 'number':
      return acceptedBy(numberArbitrary(schema), schema, where);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'union':
      return fc.oneof(...def.options!.map((option) => build(option, context)));
    case 'record':
      return fc.dictionary(
        build(def.keyType!, { ...context, path: [...context.path, '{key}'] }) as fc.Arbitrary<string>,
        build(def.valueType!, { ...context, path: [...context.path, '{value}'] }),
        { maxKeys: 4, noNullPrototype: true },
      );
    case 'array': {
      const element = build(def.element!, { ...context, path: [...context.path, `${field ?? ''}[]`] });
      const { minLength, maxLength } = arrayLimits(schema);
      const small = fc.array(element, {
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength ?? 4, 4)),
      });
      // Now and then exactly as many as allowed: valid, and the heaviest request a client can make.
      const full =
        maxLength !== undefined && maxLength > 4
          ? [{ weight: 1, arbitrary: fc.array(element, { minLength: maxLength, maxLength }) }]
          : [];
      return acceptedBy(fc.oneof({ weight: 12, arbitrary: small }, ...full), schema, where);
    }
    case 'object': {
      const shape = def.shape!;
      const keys = Object.keys(shape);
      const model = Object.fromEntries(
        keys.map((key) => [key, build(shape[key]!, { ...context, path: [...context.path, key] })]),
      );
      const requiredKeys = keys.filter((key) => !isOptionalKey(shape[key]!));
      return acceptedBy(fc.record(model, { requiredKeys, noNullPrototype: true }), schema, where);
    }
    default:
      throw new Error(`validArbitrary: no generator for zod type "${def.type}" at ${where}`);
  }
}

/** Values `schema` accepts; see the module comment for hints. */
export function validArbitrary(schema: z.ZodType, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  return build(schema, { hints, path: [] });
}

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

/** A field a mutation can reach: its path from the root and its schema (wrappers included). */
export interface FieldSite {
  path: readonly (string | number)[];
  schema: z.ZodType;
}

/** Every field of an object schema, objects inside objects and inside arrays (first element) included. */
export function fieldSites(schema: z.ZodType, prefix: readonly (string | number)[] = []): FieldSite[] {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === 'pipe') return fieldSites(pipeSource(def), prefix);
  if (def.type === 'array') {
    const element = unwrapped(def.element!);
    return defOf(element).type === 'object' ? fieldSites(element, [...prefix, 0]) : [];
  }
  if (def.type !== 'object') return [];
  return Object.entries(def.shape!).flatMap(([key, child]) => [
    { path: [...prefix, key], schema: child },
    ...fieldSites(child, [...prefix, key]),
  ]);
}

/**
 * The JSON types a schema could accept, or 'any' when it takes (or coerces)
 * everything. Conservative: anything unclear counts as accepting all.
 */
export function acceptedTypes(schema: z.ZodType): ReadonlySet<JsonType> | 'any' {
  const def = defOf(unwrapped(schema));
  switch (def.type) {
    case 'string':
    case 'enum':
      return new Set(['string']);
    case 'number':
      return def.coerce ? 'any' : new Set(['number']);
    case 'boolean':
      return def.coerce ? 'any' : new Set(['boolean']);
    case 'array':
      return new Set(['array']);
    case 'object':
    case 'record':
      return new Set(['object']);
    case 'null':
      return new Set(['null']);
    case 'nullable': {
      const inner = acceptedTypes(def.innerType!);
      return inner === 'any' ? 'any' : new Set([...inner, 'null']);
    }
    case 'literal':
      return new Set(def.values!.map(jsonTypeOf));
    case 'pipe':
      return acceptedTypes(def.in!);
    case 'union': {
      const all = new Set<JsonType>();
      for (const option of def.options!) {
        const types = acceptedTypes(option);
        if (types === 'any') return 'any';
        types.forEach((type) => all.add(type));
      }
      return all;
    }
    default:
      return 'any';
  }
}

const isStrictObject = (schema: z.ZodType) => {
  const def = defOf(unwrapped(schema));
  return def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type === 'never';
};

export type MutationKind =
  | 'wrong-type'
  | 'missing-field'
  | 'extra-field'
  | 'huge-string'
  | 'huge-array'
  | 'deep-nesting'
  | 'hostile-text'
  | 'boundary-number'
  | 'not-an-object';

export interface MutatedValue {
  value: unknown;
  kind: MutationKind;
  /** e.g. `name ← 100001 chars`; for reports. */
  description: string;
  /** True when the schema must refuse the value, whatever the other fields hold. */
  refused: boolean;
}

interface Plan {
  kind: MutationKind;
  site: number;
  pick: number;
  size: number;
}

const clone = <T>(value: T): T => structuredClone(value);

/** Sets (or with `undefined`, deletes) the field at `path`, creating objects on the way. */
function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const base = (root !== null && typeof root === 'object' ? clone(root) : {}) as Record<string, unknown>;
  let cursor: Record<string, unknown> = base;
  path.slice(0, -1).forEach((key, index) => {
    const next = cursor[key];
    if (next === null || typeof next !== 'object')
      cursor[key] = typeof path[index + 1] === 'number' ? [] : {};
    cursor = cursor[key] as Record<string, unknown>;
  });
  const last = path.at(-1)!;
  if (value === undefined) delete cursor[last];
  else cursor[last] = value;
  return base;
}

function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  let cursor = root;
  for (const key of path) {
    if (cursor === null || typeof cursor !== 'object') return undefined;
    cursor = (cursor as Record<string, unknown>)[key];
  }
  return cursor;
}

const describePath = (path: readonly (string | number)[]) => (path.length ? path.join('.') : '(body)');

function applyPlan(root: z.ZodType, valid: unknown, sites: FieldSite[], plan: Plan): MutatedValue {
  const site = sites.length ? sites[plan.site % sites.length]! : { path: [], schema: root };
  const { path, schema } = site;
  const field = describePath(path);
  const pick = <T>(list: readonly T[]) => list[plan.pick % list.length]!;
  const types = acceptedTypes(schema);
  const refusesType = (value: unknown) => types !== 'any' && !types.has(jsonTypeOf(value));
  switch (plan.kind) {
    case 'wrong-type': {
      const candidates = wrongTypeValues.filter(refusesType);
      const value = candidates.length ? pick(candidates) : pick(wrongTypeValues);
      return {
        value: setAt(valid, path, value),
        kind: plan.kind,
        description: `${field} ← ${JSON.stringify(value)}`,
        refused: refusesType(value),
      };
    }
    case 'missing-field':
      return {
        value: path.length ? setAt(valid, path, undefined) : undefined,
        kind: plan.kind,
        description: `${field} removed`,
        refused: !isOptionalKey(schema),
      };
    case 'extra-field': {
      const parentPath = path.slice(0, -1);
      const parent = getAt(valid, parentPath);
      const key = pick(hostileKeys);
      const extra = hostileKeyValues[plan.size % hostileKeyValues.length];
      const objectParent = parent !== null && typeof parent === 'object' && !Array.isArray(parent);
      const withKey = withOwnKey(objectParent ? parent : {}, key, extra);
      const parentSchema = parentPath.length ? sites.find((s) => same(s.path, parentPath))?.schema : root;
      return {
        value: parentPath.length ? setAt(valid, parentPath, withKey) : withKey,
        kind: plan.kind,
        description: `${describePath(parentPath)} gains ${JSON.stringify(key.slice(0, 20))}: ${JSON.stringify(extra)}`,
        refused: objectParent && parentSchema !== undefined && isStrictObject(parentSchema),
      };
    }
    case 'huge-string': {
      const { maxLength } = stringLimits(rawInput(schema));
      const lengths = [maxLength === undefined ? 300 : maxLength + 1, 20_000, 100_001];
      const length = lengths[plan.size % lengths.length]!;
      return {
        value: setAt(valid, path, 'x'.repeat(length)),
        kind: plan.kind,
        description: `${field} ← ${length} chars`,
        refused: refusesType('') || (maxLength !== undefined && length > maxLength),
      };
    }
    case 'huge-array': {
      const { maxLength } = arrayLimits(rawInput(schema));
      const current = getAt(valid, path);
      const element = Array.isArray(current) && current.length ? current[0] : 0;
      const lengths = [(maxLength ?? 100) + 1, 20_000];
      const length = lengths[plan.size % lengths.length]!;
      return {
        value: setAt(
          valid,
          path,
          Array.from({ length }, () => element),
        ),
        kind: plan.kind,
        description: `${field} ← array of ${length}`,
        refused: refusesType([]) || (maxLength !== undefined && length > maxLength),
      };
    }
    case 'deep-nesting': {
      const shapes = [
        ['object', 1000],
        ['array', 1000],
        ['array', 30_000], // written out by toJsonText: JSON.stringify cannot go this deep
      ] as const;
      const [shapeKind, depth] = shapes[plan.size % shapes.length]!;
      return {
        value: setAt(valid, path, nested(depth, shapeKind)),
        kind: plan.kind,
        description: `${field} ← ${shapeKind} nested ${depth} deep`,
        refused: refusesType(shapeKind === 'array' ? [] : {}),
      };
    }
    case 'hostile-text': {
      const value = pick([...unicodeSamples, ...injectionSamples]);
      return {
        value: setAt(valid, path, value),
        kind: plan.kind,
        description: `${field} ← ${JSON.stringify(value)}`,
        refused: refusesType(value),
      };
    }
    case 'boundary-number': {
      const limits = numberLimits(rawInput(schema));
      const edges = [
        ...(limits.min !== undefined ? [limits.min - 1, limits.min - 0.001, limits.min] : []),
        ...(limits.max !== undefined ? [limits.max + 1, limits.max + 0.001, limits.max] : []),
        ...boundaryNumbers,
      ];
      const value = pick(edges);
      return {
        value: setAt(valid, path, value),
        kind: plan.kind,
        description: `${field} ← ${value}`,
        refused: refusesType(value),
      };
    }
    case 'not-an-object': {
      const replacements = [[], 'text', 42, null, true, [valid], nested(1000, 'array')];
      const value = pick(replacements);
      return {
        value,
        kind: plan.kind,
        description: `body ← ${jsonTypeOf(value)}`,
        refused: defOf(unwrapped(root)).type === 'object',
      };
    }
  }
}

const same = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

const mutationKinds: readonly MutationKind[] = [
  'wrong-type',
  'missing-field',
  'extra-field',
  'huge-string',
  'huge-array',
  'deep-nesting',
  'hostile-text',
  'boundary-number',
  'not-an-object',
];

/** A valid value of `schema` with one thing broken; `kinds` narrows which mutations are drawn. */
export function mutatedArbitrary(
  schema: z.ZodType,
  hints: FieldHints = {},
  kinds: readonly MutationKind[] = mutationKinds,
): fc.Arbitrary<MutatedValue> {
  const sites = fieldSites(schema);
  const plan = fc.record({
    kind: fc.constantFrom(...kinds),
    site: fc.nat(),
    pick: fc.nat(),
    size: fc.nat(),
  });
  return fc
    .tuple(validArbitrary(schema, hints), plan)
    .map(([valid, chosen]) => applyPlan(schema, valid, sites, chosen));
}
