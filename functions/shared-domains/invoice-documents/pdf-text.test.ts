import { describe, expect, it } from 'vitest';
import { PdfText, visualRuns } from './pdf-text';

/**
 * Each run is what pdf-lib receives; fontkit reverses a run whose first
 * letter is Arabic or Hebrew. So a right-to-left run stays in logical order
 * here, and left-to-right text is drawn as it is.
 */
describe('visualRuns', () => {
  it('leaves left-to-right text in one run', () => {
    expect(visualRuns('Ελένη Νίκου, Иван Орлов £12.50')).toEqual(['Ελένη Νίκου, Иван Орлов £12.50']);
  });

  it('hands an Arabic or Hebrew line over whole, for fontkit to shape and reverse', () => {
    expect(visualRuns('فاطمة الزهراء')).toEqual(['فاطمة الزهراء']);
    expect(visualRuns('שלום עולם')).toEqual(['שלום עולם']);
  });

  it('orders the runs of a mixed line as the Unicode Bidirectional Algorithm does', () => {
    // Latin first, so the line reads left to right; the Arabic with its number reads right to left.
    expect(visualRuns('Fatima فاطمة 12')).toEqual(['Fatima ', '12', 'فاطمة ']);
    // Arabic first: the line reads right to left; brackets are mirrored.
    expect(visualRuns('فاطمة (Fatima) 123')).toEqual(['123', ' (', 'Fatima', 'فاطمة )']);
    expect(visualRuns('abc (שלום) def')).toEqual(['abc (', 'שלום', ') def']);
  });

  it('keeps Arabic-Indic digits left to right', () => {
    // fontkit reverses Arabic-script runs, so digits are handed over reversed to come out right.
    expect(visualRuns('١٢٣')).toEqual(['٣٢١']);
  });
});

describe('PdfText.isRightToLeft', () => {
  it('follows the first strong letter', () => {
    expect(PdfText.isRightToLeft('شكرا Thanks')).toBe(true);
    expect(PdfText.isRightToLeft('Thanks شكرا')).toBe(false);
    expect(PdfText.isRightToLeft('2026 - 2027')).toBe(false);
  });
});
