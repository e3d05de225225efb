const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** A copy sorted by name the way people read lists ('Year 2' before 'Year 10', case ignored). */
export function sortByName<Item extends { name: string }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
