import { describe, expect, it } from 'vitest';
import { cellReference, headerDelimiter, looksLikeFormula } from './import-spreadsheet';

describe('the spreadsheet reader', () => {
  it('names cells as a spreadsheet does', () => {
    expect([cellReference(0, 1), cellReference(25, 2), cellReference(26, 3), cellReference(27, 4)]).toEqual([
      'A1',
      'Z2',
      'AA3',
      'AB4',
    ]);
  });

  it('takes the delimiter of the header line', () => {
    expect(headerDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(headerDelimiter('a,b,c\n1;2;3;4')).toBe(',');
    expect(headerDelimiter('a')).toBe(',');
  });

  it('tells a formula from a phone number or a negative number', () => {
    expect(['=1+1', '@SUM(A1)', '+A1', '-2+A3', '=cmd|x'].map(looksLikeFormula)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['+44 7700 900123', '-3', '(020) 7946-0000', 'Tom', 'a=b'].map(looksLikeFormula)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
