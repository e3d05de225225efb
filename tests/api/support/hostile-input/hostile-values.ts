/**
 * The catalogue of hostile values the fuzzer draws from: text that breaks
 * naive code (right-to-left overrides, emoji, NUL, lone surrogates), values of
 * the wrong JSON type, object keys that pollute prototypes or imitate the
 * table's own attributes, malformed JSON, wrong content types, and ids that
 * are not ids. Everything here is data; the arbitraries pick from it.
 */

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  return 'object';
}

/** Text a person could type or paste that naive code mishandles; each is a valid JS string. */
export const unicodeSamples: readonly string[] = [
  '\u202Egnp.exe\u202C', // right-to-left override
  'مدرسة التقدم', // Arabic
  'בית ספר', // Hebrew
  '👩‍👩‍👧‍👦 family', // ZWJ emoji sequence
  '🇬🇧🇦🇪', // flags
  'a\u0000b', // NUL inside
  '\u0000', // NUL alone
  'x\uD800y', // lone high surrogate
  '\uDC00', // lone low surrogate
  '\uDBFF\uDBFF', // two high surrogates
  '\uFEFFbom', // byte-order mark
  'zero\u200Bwidth', // zero-width space
  'e\u0301\u0301\u0301', // stacked combining marks
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ',
  'line\u2028separator\u2029paragraph',
  'next\u0085line',
  'İstanbul ß ﬁ', // case mapping changes length
  '\t\r\n', // whitespace only
  'crlf\r\nSet-Cookie: x=1',
  '\u00A0\u3000', // non-breaking and ideographic spaces
];

/** Strings aimed at injection and path handling; none of them should mean anything to the API. */
export const injectionSamples: readonly string[] = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '{"$ne": null}',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'USER#000000000000000000000000',
  'SCHOOL',
  'PK',
  '%00%2e%2e%2f',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '-1',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
];

/** One value of every JSON type (and a few shapes of each); mutations pick one whose type the field refuses. */
export const wrongTypeValues: readonly unknown[] = [
  'text',
  '',
  '0',
  0,
  -1,
  1.5,
  1e21,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  [[]],
  {},
  { $ne: '' },
  { S: 'USER#x' }, // a DynamoDB attribute value
  { toString: 'x', valueOf: 1 },
];

/** Keys an attacker adds to a body: prototype pollution, the table's own attributes, privileges. */
export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  'PK',
  'SK',
  'GSI1PK',
  'entity',
  'expiresAt',
  'passwordHash',
  'role',
  'isAdmin',
  'invoiceNumber',
  '$where',
  '',
  ' ',
  '🙂',
  'a'.repeat(300),
];

/** Values put under a hostile key. */
export const hostileKeyValues: readonly unknown[] = [
  { role: 'super_admin', polluted: true },
  { prototype: { polluted: true } },
  'super_admin',
  1,
  null,
  [],
];

/** Numbers at and past the edges that trip up arithmetic and money code. */
export const boundaryNumbers: readonly number[] = [
  0,
  -0,
  -1,
  0.001,
  0.1 + 0.2,
  1.005,
  99.999,
  1e21,
  -1e21,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/**
 * Raw JSON texts (some valid JSON) that a parser, a reviver or a schema must
 * refuse or survive: truncated, trailing junk, duplicate keys, prototype keys,
 * numbers outside doubles, a byte-order mark, comments.
 */
export const rawJsonTexts: readonly string[] = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1} trailing',
  '{"a":1}{"b":2}',
  '[1,2',
  'nul',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999999}',
  `{"a":${'9'.repeat(5000)}}`,
  '\uFEFF{}',
  '/* comment */ {}',
  '{"__proto__":{"role":"super_admin"}}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[{"__proto__":{}}]',
  '{"name":"a","name":{"x":1}}',
  '"\\ud800"',
  '{"\\u0000":"\\u0000"}',
  '{"a":"\\uDEAD"}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
];

/** Content types a client might send with a JSON body; only `application/json` and `+json` types are JSON here. */
export const contentTypes: readonly (string | null)[] = [
  null, // none at all
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'json',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/merge-patch+json',
];

/**
 * Path segments that are not ids, each as it goes on the wire (already
 * percent-encoded where needed, so malformed encodings can be sent too).
 */
export const hostileIdSegments: readonly string[] = [
  '0123456789ABCDEF01234567', // upper-case hex
  '0123456789abcdef0123456g', // one non-hex character
  '0123456789abcdef0123456', // 23 characters
  '0123456789abcdef012345678', // 25 characters
  'f'.repeat(1000), // overlong
  'f'.repeat(6000), // overlong, still within the URL limit
  '%20' + '0123456789abcdef01234567', // leading space
  '0123456789abcdef01234567%00', // trailing NUL
  '0123456789abcdef01234567%0A', // trailing newline
  '%F0%9F%98%80', // emoji
  '%E2%80%AE0123456789abcdef', // right-to-left override
  '%ED%A0%80', // a lone surrogate, encoded: not valid UTF-8
  '%E0%A4%A', // a truncated escape
  '%', // a lone percent sign
  '%zz',
  '..%2F..%2Fusers', // encoded traversal
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e', // an encoded "..": URLs normalise it away
  '..',
  '.',
  'USER%23000000000000000000000000', // a table key
  'null',
  'undefined',
  '-1',
  '0',
  '__proto__',
  'constructor',
  '%7B%7D', // {}
  'a;b=c',
  '', // empty segment
];

/** Query-string values for a parameter that expects a number, an enum or an id; each sent encoded. */
export const hostileQueryValues: readonly string[] = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 5 ',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  'true',
  '[object Object]',
  '\u0000',
  '👩‍👩‍👧‍👦',
  '\u202Eevil',
  'x'.repeat(4000),
  '../../etc/passwd',
  'draft,sent',
];

/** Raw query strings with encodings URLSearchParams must survive. */
export const rawQueryTails: readonly string[] = [
  'limit=%',
  'limit=%zz',
  'status=%ED%A0%80',
  'cursor=%E0%A4%A',
  '&&&',
  '=',
  '==x',
  'a=b=c',
  '%00=%00',
  '__proto__=x',
  '__proto__[role]=super_admin',
  'constructor=x&prototype=y',
  'hasOwnProperty=1',
  'toString=1&valueOf=2',
];

/**
 * Arrays nested deeper than JSON.stringify can write (it recurses) stand in a
 * value as this marker string; `toJsonText` writes the real brackets.
 */
const deepArrayMarker = (depth: number) => `\u0000deep-array:${depth}\u0000`;
const deepArrayMarkerInJson = /"\\u0000deep-array:(\d+)\\u0000"/g;

/**
 * `{child: {child: …}}` or `[[…]]` nested `depth` levels deep, built without
 * recursion. Arrays over 2,000 levels come back as a marker for toJsonText.
 */
export function nested(depth: number, kind: 'object' | 'array'): unknown {
  if (kind === 'array' && depth > 2000) return deepArrayMarker(depth);
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = kind === 'object' ? { child: value } : [value];
  return value;
}

/** JSON.stringify, with deep-array markers (see nested) written out as brackets. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? '').replace(
    deepArrayMarkerInJson,
    (_marker, depth: string) => `${'['.repeat(Number(depth))}"deep"${']'.repeat(Number(depth))}`,
  );
}

/** A plain object with `key` as an own enumerable property, even `__proto__` (JSON.stringify then writes it). */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Shortens long strings inside a value for a failure report (a 100 000-character name reads as its length). */
export function summarize(value: unknown, maxLength = 200): string {
  let text: string;
  try {
    text =
      typeof value === 'string'
        ? value
        : (JSON.stringify(value, (_key, inner: unknown) =>
            typeof inner === 'string' && inner.length > 60
              ? `${inner.slice(0, 30)}…(${inner.length} chars)`
              : inner,
          ) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > maxLength ? `${text.slice(0, maxLength)}…(${text.length} chars)` : text;
}
