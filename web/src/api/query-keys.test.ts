import { describe, expect, it } from 'vitest';
import { domains } from '../../../shared/routes/route-definition';
import { routeTable, type RouteId } from '../../../shared/routes/route-table';
import { dataDomainOf, isKeyOfDomain, queryKeyOf } from './query-keys';

describe('query keys', () => {
  it('start with the route id, then what tells reads of the route apart', () => {
    expect(queryKeyOf('progress.sheet', 'student-1', 'subject-1')).toEqual([
      'progress.sheet',
      'student-1',
      'subject-1',
    ]);
  });

  it.each(Object.keys(routeTable) as RouteId[])('names a known domain for the data %s reads', (id) => {
    expect(domains).toContain(dataDomainOf(id));
    expect(id.startsWith(`${dataDomainOf(id)}.`)).toBe(true);
  });

  it('tells which domains a key belongs to', () => {
    const sheet = queryKeyOf('progress.sheet', 'student-1', 'subject-1');
    expect(isKeyOfDomain(sheet, ['students', 'progress'])).toBe(true);
    expect(isKeyOfDomain(sheet, ['curriculum'])).toBe(false);
    expect(isKeyOfDomain([42], ['curriculum'])).toBe(false);
  });
});
