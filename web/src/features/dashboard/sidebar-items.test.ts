import { describe, expect, it } from 'vitest';
import { roles } from '../../../../shared/roles';
import { sidebarItems, sidebarItemsFor } from './sidebar-items';

describe('sidebarItemsFor', () => {
  it.each(roles)('gives %s the Dashboard first', (role) => {
    expect(sidebarItemsFor(role)[0]?.label).toBe('Dashboard');
  });

  it('keeps the configured order and only the roles listed', () => {
    for (const role of roles) {
      const expected = sidebarItems.filter((item) => item.roles.includes(role)).map((item) => item.label);
      expect(sidebarItemsFor(role).map((item) => item.label)).toEqual(expected);
    }
  });

  it('has one entry per path', () => {
    const paths = sidebarItems.map((item) => item.to);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
