import { describe, expect, it } from 'vitest';
import { readGrade } from './import-grades';

describe('readGrade', () => {
  it.each([
    ['Year 5', 'Year 5'],
    ['year 5', 'Year 5'],
    ['Y5', 'Year 5'],
    ['Yr 12', 'Year 12'],
    ['1', 'Year 1'],
    ['13', 'Year 13'],
    ['  ', ''],
  ])('reads %j as %j', (raw, grade) => expect(readGrade(raw)).toEqual({ grade }));

  it.each(['Year 0', 'Year 14', 'Reception', 'KS3', '5a', 'xY5', 'Year 100', 'Years 5'])(
    'refuses %j',
    (raw) => expect(readGrade(raw)).toEqual({ unknown: raw }),
  );
});
