/**
 * Each teacher keeps one colour, so they are recognised from week to week and on every screen. The
 * palette has 24 colours, far enough apart to tell side by side (CIE76 ΔE ≥ 14), each as far as could
 * be from the ones before it (a school of five teachers gets five clearly different colours), and
 * every one carries white text at WCAG AA (4.5:1), so a calendar event in it stays readable.
 */
export const teacherPalette = [
  '#1d4ed8',
  '#047857',
  '#c2410c',
  '#be185d',
  '#155e75',
  '#334155',
  '#86198f',
  '#6d28d9',
  '#6b4423',
  '#1e3a8a',
  '#4d5b13',
  '#7f1d1d',
  '#92400e',
  '#831843',
  '#4c1d95',
  '#0369a1',
  '#064e3b',
  '#15803d',
  '#be123c',
  '#57534e',
  '#111827',
  '#b91c1c',
  '#0f766e',
  '#a21caf',
] as const;

/**
 * FNV-1a, then MurmurHash3's finaliser so that the low bits (which pick the
 * colour) depend on every character: the same teacher id gives the same
 * colour on every screen and every visit.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

/** A teacher's colour where the page has not placed them among the others (`teacherColours`): by their id. */
export function teacherColour(teacherId: string): string {
  return teacherPalette[hash(teacherId) % teacherPalette.length] ?? teacherPalette[0];
}

/**
 * A colour for each of these teachers, no two alike while there are no more teachers than colours: the
 * palette in the teachers' order of arrival (ids begin with their creation second,
 * docs/architecture.md#ids), so a new teacher never repaints the ones before them, and the first
 * teachers get the palette's first colours, the ones furthest apart. Past the palette's size, colours
 * repeat in a second round.
 */
export function teacherColours(teacherIds: Iterable<string>): ReadonlyMap<string, string> {
  return new Map(
    [...new Set(teacherIds)]
      .sort()
      .map((id, index) => [id, teacherPalette[index % teacherPalette.length] ?? teacherPalette[0]]),
  );
}

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
