import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFirstSignIn, rememberSignIn, welcomeWord } from './first-sign-in';

/** A Map behind the Storage calls the module makes. */
function fakeStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('first sign-in greeting', () => {
  it('says Welcome after the first session starts, Welcome back once the person signs in again', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    expect(welcomeWord('a')).toBe('Welcome back');
    rememberSignIn('a', 'first');
    expect(isFirstSignIn('a')).toBe(true);
    expect(welcomeWord('a')).toBe('Welcome');
    // Another account on the same browser is not greeted as new.
    expect(welcomeWord('b')).toBe('Welcome back');
    rememberSignIn('a', 'returning');
    expect(welcomeWord('a')).toBe('Welcome back');
  });

  it('falls back to Welcome back when the storage refuses', () => {
    const refusing = () => {
      throw new Error('denied');
    };
    vi.stubGlobal('localStorage', { getItem: refusing, setItem: refusing, removeItem: refusing });
    expect(() => rememberSignIn('a', 'first')).not.toThrow();
    expect(welcomeWord('a')).toBe('Welcome back');
  });
});
