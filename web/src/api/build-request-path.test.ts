import { describe, expect, it } from 'vitest';
import { buildQueryString, fillPathParams } from './build-request-path';

describe('fillPathParams', () => {
  it('fills every placeholder', () => {
    expect(
      fillPathParams('/subjects/{subjectId}/units/{unitId}', {
        subjectId: '0123456789abcdef01234567',
        unitId: 'fedcba9876543210fedcba98',
      }),
    ).toBe('/subjects/0123456789abcdef01234567/units/fedcba9876543210fedcba98');
  });

  it('leaves a path without placeholders alone', () => {
    expect(fillPathParams('/auth/me')).toBe('/auth/me');
  });

  it('encodes values so they cannot escape their segment', () => {
    expect(fillPathParams('/invoices/{id}', { id: '../users?x=1' })).toBe('/invoices/..%2Fusers%3Fx%3D1');
  });

  it('throws when a value is missing or empty', () => {
    expect(() => fillPathParams('/invoices/{id}', {})).toThrow('Missing path parameter "id"');
    expect(() => fillPathParams('/invoices/{id}', { id: '' })).toThrow('Missing path parameter "id"');
  });
});

describe('buildQueryString', () => {
  it('skips undefined and null values and keeps falsy ones that mean something', () => {
    expect(buildQueryString({ page: 1, status: undefined, year: null, paid: false, q: '' })).toBe(
      '?page=1&paid=false&q=',
    );
  });

  it('is empty without a query', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ status: undefined })).toBe('');
  });

  it('encodes values', () => {
    expect(buildQueryString({ role: 'user,parent', name: 'Ada & Co' })).toBe(
      '?role=user%2Cparent&name=Ada+%26+Co',
    );
  });
});
