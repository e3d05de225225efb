import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { canBookLessons, canDeleteLessons, lessonEditAccess, seesTeacherEmails } from './lesson-permissions';

const teacherId = 'c'.repeat(24);
const lesson = {
  teacher: { _id: teacherId, name: 'Tom Baker' },
  status: 'pending',
} as Lesson;

describe('lesson permissions', () => {
  it('lets only super_admin and admin book and delete', () => {
    expect(canBookLessons('super_admin')).toBe(true);
    expect(canBookLessons('admin')).toBe(true);
    for (const role of ['teacher', 'user', 'parent'] as const) {
      expect(canBookLessons(role)).toBe(false);
      expect(canDeleteLessons(role)).toBe(false);
    }
  });

  it('lets a teacher edit its own lessons a little, never once completed', () => {
    expect(lessonEditAccess({ id: 'x', role: 'admin' }, lesson)).toBe('full');
    expect(lessonEditAccess({ id: teacherId, role: 'teacher' }, lesson)).toBe('limited');
    expect(lessonEditAccess({ id: teacherId, role: 'teacher' }, { ...lesson, status: 'completed' })).toBe(
      'locked',
    );
    expect(lessonEditAccess({ id: 'someone-else', role: 'teacher' }, lesson)).toBe('none');
    expect(lessonEditAccess({ id: 'p', role: 'parent' }, lesson)).toBe('none');
    expect(lessonEditAccess(null, lesson)).toBe('none');
  });

  it('shows teacher emails to staff and teachers only', () => {
    expect(seesTeacherEmails('teacher')).toBe(true);
    expect(seesTeacherEmails('parent')).toBe(false);
    expect(seesTeacherEmails('user')).toBe(false);
  });
});
