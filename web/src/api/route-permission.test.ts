import { describe, expect, it } from 'vitest';
import { roleMayCall } from './route-permission';

describe('roleMayCall', () => {
  it("follows the route table's roles", () => {
    expect(roleMayCall('teacher', 'curriculum.createSubject')).toBe(true);
    expect(roleMayCall('parent', 'curriculum.createSubject')).toBe(false);
    expect(roleMayCall('teacher', 'curriculum.deleteSubject')).toBe(false);
    expect(roleMayCall('admin', 'curriculum.deleteSubject')).toBe(true);
    expect(roleMayCall('parent', 'progress.update')).toBe(true);
  });

  it('lets anyone call a public route, and nobody without a role call a protected one', () => {
    expect(roleMayCall(undefined, 'auth.login')).toBe(true);
    expect(roleMayCall(undefined, 'progress.update')).toBe(false);
  });
});
