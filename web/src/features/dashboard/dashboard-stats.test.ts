import { describe, expect, it } from 'vitest';
import { appPaths } from '../../screens';
import { statCardsFor } from './dashboard-stats';

const labels = (role: Parameters<typeof statCardsFor>[0]) => statCardsFor(role).map((card) => card.label);

describe('statCardsFor', () => {
  it('gives each role the counters of docs/architecture.md#screens', () => {
    expect(labels('super_admin')).toEqual(['Students', 'Subjects', 'Users', 'Progress Updates']);
    expect(labels('admin')).toEqual(['Students', 'Subjects', 'Progress Updates']);
    expect(labels('user')).toEqual(['Students', 'Progress Updates']);
    expect(labels('parent')).toEqual(['Students', 'Progress Updates']);
    expect(labels('teacher')).toEqual(['My Students']);
  });

  it('links each card to its page', () => {
    const links = Object.fromEntries(statCardsFor('super_admin').map((card) => [card.id, card.to]));
    expect(links).toEqual({
      students: appPaths.studentProgress,
      subjects: appPaths.subjectManagement,
      users: appPaths.userManagement,
      progressUpdates: appPaths.studentProgress,
    });
  });
});
