import { describe, expect, it } from 'vitest';
import { loginPathFor } from '../../screens';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('accepts paths on this site, with query and hash', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/dashboard/invoices/abc?page=2#top')).toBe('/dashboard/invoices/abc?page=2#top');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example/dashboard'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative without slash', 'dashboard'],
    ['tab inside the host part', '/\t/evil.example'],
    ['newline', '/dash\nboard'],
  ])('rejects %s', (_name, candidate) => {
    expect(safeNextPath(candidate)).toBeNull();
  });

  it('does not send people back to the sign-in screens', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/register?x=1')).toBeNull();
    expect(safeNextPath('/setup')).toBeNull();
  });

  it('normalises dot segments so the result stays on this site', () => {
    expect(safeNextPath('/dashboard/../dashboard/./invoices')).toBe('/dashboard/invoices');
  });
});

describe('loginPathFor', () => {
  it('keeps the return path in the query', () => {
    expect(loginPathFor('/dashboard/invoices?page=2')).toBe('/login?next=%2Fdashboard%2Finvoices%3Fpage%3D2');
  });

  it('is plain /login when there is nothing to remember', () => {
    expect(loginPathFor(undefined)).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
