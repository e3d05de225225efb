import { describe, expect, it } from 'vitest';
import { emailLineParts } from './email-address';

describe('emailLineParts', () => {
  it('cuts after the @ and before each dot, keeping every character', () => {
    const email = 'fatima.al-mansouri@family.example';
    expect(emailLineParts(email)).toEqual(['fatima', '.al-mansouri@', 'family', '.example']);
    expect(emailLineParts(email).join('')).toBe(email);
  });

  it('leaves an address with nowhere to break as one part, and an empty one as none', () => {
    expect(emailLineParts('someone')).toEqual(['someone']);
    expect(emailLineParts('')).toEqual([]);
    expect(emailLineParts('a..b@@c')).toEqual(['a', '.', '.b@', '@', 'c']);
  });
});
