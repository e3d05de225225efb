import { describe, expect, it } from 'vitest';
import { sortByName } from './sort-by-name';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('sortByName', () => {
  it('sorts the way people read: numbers by value, case and accents aside', () => {
    const sorted = sortByName(named('Year 10', 'year 2', 'Zoë', 'émile', 'Adam', 'Year 1'));
    expect(sorted.map((item) => item.name)).toEqual(['Adam', 'émile', 'Year 1', 'year 2', 'Year 10', 'Zoë']);
  });

  it('returns a copy, whatever the length', () => {
    for (const items of [named(), named('Only'), named('B', 'A')]) {
      const sorted = sortByName(items);
      expect(sorted).not.toBe(items);
      expect(sorted).toHaveLength(items.length);
    }
  });
});
