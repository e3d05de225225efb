/**
 * The people screens are idle, adding or editing (the teacher screen
 * also assigning students). The modes exclude each other; leaving one drops
 * whatever its form held.
 */
export type ScreenMode<Item> =
  { kind: 'idle' } | { kind: 'adding' } | { kind: 'editing'; item: Item } | { kind: 'assigning'; item: Item };

export const idle = { kind: 'idle' } as const;
