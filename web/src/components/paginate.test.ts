import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

const rows = Array.from({ length: 60 }, (_, index) => index + 1);

describe('paginate', () => {
  it('gives 25 rows a page and counts the pages', () => {
    const first = paginate(rows, 1);
    expect(first.items).toHaveLength(25);
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 25, total: 60 });
    expect(paginate(rows, 3)).toMatchObject({ items: rows.slice(50), first: 51, last: 60 });
  });

  it('clamps a page past the end or before the start', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate(rows.slice(0, 10), 2)).toMatchObject({ page: 1, pageCount: 1, last: 10 });
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });

  it('takes another page size', () => {
    expect(paginate(rows, 2, 50)).toMatchObject({ first: 51, last: 60, pageCount: 2 });
  });
});
