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
      'View Progress',
    ]);
    expect(labels('admin')).toEqual(['Add Student', 'Manage Subjects', 'Manage Teachers', 'View Progress']);
  });

  it('offers families and teachers their progress sheets only', () => {
    for (const role of ['teacher', 'user', 'parent'] as const)
      expect(labels(role)).toEqual(['View Progress']);
  });

  it('opens Student Management with the add form for Add Student', () => {
    expect(quickActionsFor('admin')[0]?.to).toBe('/dashboard/student-management?action=add');
  });
});
