import { describe, expect, it } from 'vitest';
import { keyOf } from './table-item';

describe('keyOf', () => {
  it('gives the primary key of an item and nothing else of it', () => {
    const item = { PK: 'STUDENT#s1', SK: 'HISTORY#t1#2026', GSI2PK: 'CURRICULUM_PROGRESS#x', status: 'ok' };
    expect(keyOf(item)).toEqual({ PK: 'STUDENT#s1', SK: 'HISTORY#t1#2026' });
  });

  it('refuses an item read without its key (a projection that left it out) instead of deleting nothing', () => {
    expect(() => keyOf({ PK: 'STUDENT#s1', name: 'x' })).toThrow(/primary key/);
    expect(() => keyOf({ PK: 7, SK: 'STUDENT' })).toThrow(/primary key/);
  });
});
