/** Property lines of each VEVENT, unfolded (RFC 5545 folds long lines with a leading space). */
export function events(calendar: string): Record<string, string>[] {
  const unfolded = calendar.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((match) =>
    Object.fromEntries(
      match[1]!
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const separator = line.indexOf(':');
          return [line.slice(0, separator).split(';')[0]!, line.slice(separator + 1)];
        }),
    ),
  );
}
