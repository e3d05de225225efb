import { describe, expect, it } from 'vitest';
import { contrastRatio, teacherColour, teacherPalette } from './teacher-colours';

describe('teacherColour', () => {
  it('gives one teacher the same palette colour on every screen and every visit', () => {
    // Pinned values: a change to the hash would repaint every teacher for everyone who knows their colours.
    expect(teacherColour('65f1c0ffee00000000000001')).toBe('#86198f');
    expect(teacherColour('65f1c0ffee00000000000002')).toBe('#be185d');
    expect(teacherColour('65f1c0ffee00000000000003')).toBe('#86198f');
  });

  it('spreads teachers over the palette', () => {
    const ids = Array.from({ length: 64 }, (_, index) => `65f1c0ffee${String(index).padStart(14, '0')}`);
    expect(new Set(ids.map(teacherColour)).size).toBeGreaterThanOrEqual(6);
  });

  it('has eight colours that all carry white text at WCAG AA', () => {
    expect(teacherPalette).toHaveLength(8);
    for (const colour of teacherPalette) expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
