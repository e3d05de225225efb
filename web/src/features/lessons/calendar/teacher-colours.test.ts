import { describe, expect, it } from 'vitest';
import { contrastRatio, teacherColour, teacherColours, teacherPalette } from './teacher-colours';

/** Ids as the API makes them: a creation second, then random-looking hex (shared/ids.ts). */
const teacherIds = (count: number, second = 0x6650_0000) =>
  Array.from(
    { length: count },
    (_, index) =>
      (second + index * 97).toString(16).padStart(8, '0') +
      (index * 2654435761).toString(16).padStart(16, '0'),
  );

/** CIE76 colour difference between two `#rrggbb` colours (sRGB, D65). */
function colourDifference(first: string, second: string): number {
  const lab = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
    const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
    const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)] as const;
  };
  const [a, b] = [lab(first), lab(second)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

describe('teacherColour', () => {
  it('gives one teacher the same palette colour on every screen and every visit', () => {
    // Pinned values: a change to the hash would repaint every teacher for everyone who knows their colours.
    expect(teacherColour('65f1c0ffee00000000000001')).toBe('#0369a1');
    expect(teacherColour('65f1c0ffee00000000000002')).toBe('#be185d');
    expect(teacherColour('65f1c0ffee00000000000003')).toBe('#6d28d9');
  });
});

describe('teacherPalette', () => {
  it('has at least 20 colours, all different, far enough apart to tell side by side', () => {
    expect(teacherPalette.length).toBeGreaterThanOrEqual(20);
    expect(new Set(teacherPalette).size).toBe(teacherPalette.length);
    for (const [index, colour] of teacherPalette.entries())
      for (const other of teacherPalette.slice(index + 1))
        expect(colourDifference(colour, other), `${colour} and ${other}`).toBeGreaterThanOrEqual(14);
  });

  it('carries white text at WCAG AA (4.5:1) on every colour', () => {
    for (const colour of teacherPalette)
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
  });
});

describe('teacherColours', () => {
  it('gives 20 teachers 20 different colours, each under white text at WCAG AA', () => {
    const ids = teacherIds(20);
    const colours = teacherColours(ids);
    expect(new Set(ids.map((id) => colours.get(id))).size).toBe(20);
    for (const id of ids) expect(contrastRatio(colours.get(id) ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the five demo-like teachers with sequential ids five different colours', () => {
    const ids = [1, 2, 3, 4, 5].map((n) => `65f1c0ffee${String(n).padStart(14, '0')}`);
    expect(new Set(teacherColours(ids).values()).size).toBe(5);
  });

  it('keeps every colour when a newer teacher joins, in any order the ids come', () => {
    const ids = teacherIds(21);
    const before = teacherColours(ids.slice(0, 20));
    const after = teacherColours([...ids].reverse());
    for (const id of ids.slice(0, 20)) expect(after.get(id)).toBe(before.get(id));
    expect(new Set(after.values()).size).toBe(21);
  });

  it('gives the first teachers the first colours, the ones furthest apart', () => {
    const ids = teacherIds(3);
    const colours = teacherColours([...ids].reverse());
    expect(ids.map((id) => colours.get(id))).toEqual(teacherPalette.slice(0, 3));
    for (const [index, colour] of teacherPalette.slice(0, 5).entries())
      for (const other of teacherPalette.slice(index + 1, 5))
        expect(colourDifference(colour, other), `${colour} and ${other}`).toBeGreaterThanOrEqual(25);
  });

  it('repeats colours only past the palette: every teacher has one', () => {
    const ids = teacherIds(teacherPalette.length + 6);
    const colours = teacherColours(ids);
    expect(colours.size).toBe(ids.length);
    expect(new Set(ids.slice(0, teacherPalette.length).map((id) => colours.get(id))).size).toBe(
      teacherPalette.length,
    );
  });
});
