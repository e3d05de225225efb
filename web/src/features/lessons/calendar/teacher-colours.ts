/**
 * Each teacher keeps one colour (so it is recognised from week to week), chosen by hashing from a fixed
 * palette. Every colour carries white text at WCAG AA (4.5:1), so a
 * calendar event in it stays readable.
 */
export const teacherPalette = [
  '#1d4ed8',
  '#047857',
  '#c2410c',
  '#be185d',
  '#155e75',
  '#4d7c0f',
  '#334155',
  '#86198f',
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

export function teacherColour(teacherId: string): string {
  return teacherPalette[hash(teacherId) % teacherPalette.length] ?? teacherPalette[0];
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
