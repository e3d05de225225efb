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

  it('gives each role the sidebar of docs/architecture.md#screens, in its order and with its roles', () => {
    // The sidebar by role as the product was specified (docs/architecture.md#screens), in that order; pages
    // not built yet are simply absent.
    const staff = ['super_admin', 'admin'] as const;
    const family = ['user', 'parent'] as const;
    const specItems: [label: string, roles: readonly (typeof roles)[number][]][] = [
      ['Dashboard', roles],
      ['Student Progress', roles],
      ['Lesson Booking', roles],
      ['My Invoices', family],
      // The page sends admin back to the dashboard (issue 40: no such entry in admin's sidebar).
      ['Invoice Management', ['super_admin']],
      ['Student Management', staff],
      ['Subject Management', staff],
      ['Teacher Management', staff],
      ['User Management', ['super_admin']],
      // Issue 35: how online payment stands, for admin (super_admin changes it in Settings, issue 40).
      ['Payments', ['admin']],
      ['Teacher Hours', staff],
      // Issue 36: the accountant's files.
      ['Exports', staff],
      // Issue 17.
      ['Audit log', ['super_admin']],
      // Issue 39: what needs attention (failed emails, dead letters, jobs).
      ['System health', ['super_admin']],
      // Issue 40: the School profile, invoicing, lessons, payments and retention settings in one place.
      ['Settings', ['super_admin']],
    ];
    const built = new Set(sidebarItems.map((item) => item.label));
    expect([...built].filter((label) => !specItems.some(([specLabel]) => specLabel === label))).toEqual([]);
    for (const role of roles) {
      const expected = specItems
        .filter(([label, itemRoles]) => built.has(label) && itemRoles.includes(role))
        .map(([label]) => label);
      expect(sidebarItemsFor(role).map((item) => item.label)).toEqual(expected);
    }
  });

  it('lists the people pages for the roles that manage them', () => {
    const labels = (role: (typeof roles)[number]) => sidebarItemsFor(role).map((item) => item.label);
    for (const role of ['super_admin', 'admin'] as const) {
      expect(labels(role)).toEqual(expect.arrayContaining(['Student Management', 'Teacher Management']));
    }
    expect(labels('super_admin')).toContain('User Management');
    expect(labels('admin')).not.toContain('User Management');
    for (const role of ['teacher', 'user', 'parent'] as const) {
      expect(labels(role)).not.toEqual(expect.arrayContaining(['Student Management']));
      expect(labels(role)).not.toContain('Teacher Management');
      expect(labels(role)).not.toContain('User Management');
    }
  });

  it('has one entry per path', () => {
    const paths = sidebarItems.map((item) => item.to);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
