import { describe, expect, it } from 'vitest';
import { quickActionsFor } from './quick-actions';

const labels = (role: Parameters<typeof quickActionsFor>[0]) => quickActionsFor(role).map((a) => a.label);

describe('quickActionsFor', () => {
  it('offers Manage Subjects to super_admin and admin, and Manage Users to super_admin only', () => {
    expect(labels('super_admin')).toEqual([
      'Add Student',
      'Manage Subjects',
      'Manage Users',
      'Manage Teachers',
      'Invoice Analytics',
      'View Progress',
    ]);
    expect(labels('admin')).toEqual([
      'Add Student',
      'Manage Subjects',
      'Manage Teachers',
      'Invoice Analytics',
      'View Progress',
    ]);
  });

  it('offers families their invoices and progress sheets, and teachers their progress sheets', () => {
    for (const role of ['user', 'parent'] as const)
      expect(labels(role)).toEqual(['My Invoices', 'View Progress']);
    expect(labels('teacher')).toEqual(['View Progress']);
  });

  it('opens Student Management with the add form for Add Student', () => {
    expect(quickActionsFor('admin')[0]?.to).toBe('/dashboard/student-management?action=add');
  });
});
