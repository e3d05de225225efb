/**
 * DynamoDB string sets cannot be empty: an empty list is stored as no
 * attribute (the DocumentClient drops `undefined`), and read back as [].
 */
export function toStringSet(values: readonly string[]): Set<string> | undefined {
  return values.length ? new Set(values) : undefined;
}

export function fromStringSet(value: unknown): string[] {
  if (value instanceof Set) return [...(value as Set<string>)].sort();
  if (Array.isArray(value)) return [...(value as string[])].sort();
  return [];
}
