import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('keeps cookies whose names are also Object.prototype members', () => {
    expect(parseCookies({ cookies: ['toString=x', 'constructor=y', 'valueOf=z'] })).toEqual({
      toString: 'x',
      constructor: 'y',
      valueOf: 'z',
    });
  });

  it('gives an empty object when there are no cookies', () => {
    expect(parseCookies({})).toEqual({});
    expect(parseCookies({ cookies: undefined })).toEqual({});
    expect(parseCookies({ cookies: [] })).toEqual({});
  });

  it('reads name=value pairs and decodes the values', () => {
    expect(parseCookies({ cookies: ['refresh=abc', 'theme=dark%20blue'] })).toEqual({
      refresh: 'abc',
      theme: 'dark blue',
    });
  });

  it('keeps the first value of a repeated name', () => {
    expect(parseCookies({ cookies: ['refresh=first', 'refresh=second', 'other=x'] })).toEqual({
      refresh: 'first',
      other: 'x',
    });
  });

  it('keeps = signs inside a value', () => {
    expect(parseCookies({ cookies: ['token=a=b==', 'encoded=x%3Dy'] })).toEqual({
      token: 'a=b==',
      encoded: 'x=y',
    });
  });

  it('ignores a malformed %-encoding without throwing, and keeps the other cookies', () => {
    const cookies = ['bad=%E0%A4%A', 'broken=100%', 'good=ok'];
    expect(() => parseCookies({ cookies })).not.toThrow();
    const parsed = parseCookies({ cookies });
    expect(parsed).toEqual({ good: 'ok' });
    expect(parsed).not.toHaveProperty('bad');
  });

  it('skips entries without a name or without =', () => {
    expect(parseCookies({ cookies: ['=value', 'novalue', 'ok=1'] })).toEqual({ ok: '1' });
  });

  it('trims the name and the value', () => {
    expect(parseCookies({ cookies: [' refresh = abc '] })).toEqual({ refresh: 'abc' });
  });

  it('keeps an empty value', () => {
    expect(parseCookies({ cookies: ['cleared='] })).toEqual({ cleared: '' });
  });

  it('does not let a cookie named __proto__ change the prototype', () => {
    const parsed = parseCookies({ cookies: ['__proto__=x', 'a=1'] });
    expect(parsed.a).toBe('1');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

describe('serializeCookie', () => {
  it('is HttpOnly and SameSite=Strict with the given path', () => {
    expect(serializeCookie('refresh', 'abc', { path: '/api/auth', secure: false })).toBe(
      'refresh=abc; Path=/api/auth; HttpOnly; SameSite=Strict',
    );
  });

  it('adds Secure only when asked', () => {
    const secure = serializeCookie('refresh', 'abc', { path: '/', secure: true });
    expect(secure.split('; ')).toContain('Secure');
    const plain = serializeCookie('refresh', 'abc', { path: '/', secure: false });
    expect(plain).not.toMatch(/secure/i);
  });

  it('adds Max-Age only when given, including 0 to clear a cookie', () => {
    expect(
      serializeCookie('r', 'v', { path: '/', secure: true, maxAgeSeconds: 2_592_000 }).split('; '),
    ).toContain('Max-Age=2592000');
    expect(serializeCookie('r', '', { path: '/', secure: true, maxAgeSeconds: 0 }).split('; ')).toContain(
      'Max-Age=0',
    );
    expect(serializeCookie('r', 'v', { path: '/', secure: true })).not.toContain('Max-Age');
  });

  it('writes every attribute in a stable order', () => {
    expect(serializeCookie('r', 'v', { path: '/p', secure: true, maxAgeSeconds: 60 })).toBe(
      'r=v; Path=/p; HttpOnly; SameSite=Strict; Max-Age=60; Secure',
    );
  });

  it('encodes the value so it cannot add attributes', () => {
    const header = serializeCookie('r', 'a b;c=d, Domain=evil', { path: '/', secure: false });
    expect(header.startsWith('r=a%20b%3Bc%3Dd%2C%20Domain%3Devil; ')).toBe(true);
    expect(header).not.toContain('Domain=evil');
  });

  it('round-trips through parseCookies', () => {
    const value = 'tok=en;with spaces/ü';
    const header = serializeCookie('refresh', value, { path: '/', secure: true });
    const pair = header.split('; ')[0] ?? '';
    expect(parseCookies({ cookies: [pair] })).toEqual({ refresh: value });
  });
});
