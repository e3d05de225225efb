import type { Role } from '../../../../shared/roles';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { roleMayCall } from '../../api/route-permission';

/** Only super_admin and admin (the API checks the same) book, edit (the whole form) and delete. */
export function canBookLessons(role: Role | undefined): boolean {
  return roleMayCall(role, 'lessons.create');
}

export function canDeleteLessons(role: Role | undefined): boolean {
  return roleMayCall(role, 'lessons.delete');
}

/**
 * How far a user may edit a lesson: `full` (admins), `limited` (a teacher,
 * its own lesson: status, notes and meeting link), `locked` (a teacher's own
 * completed lesson) or `none`.
 */
export type LessonEditAccess = 'full' | 'limited' | 'locked' | 'none';

export function lessonEditAccess(user: { id: string; role: Role } | null, lesson: Lesson): LessonEditAccess {
  if (!user) return 'none';
  if (canBookLessons(user.role)) return 'full';
  if (user.role !== 'teacher' || lesson.teacher._id !== user.id) return 'none';
  return lesson.status === 'completed' ? 'locked' : 'limited';
}

/** Teacher emails are for staff and teachers, not families' eyes; the API leaves them out for families. */
export function seesTeacherEmails(role: Role | undefined): boolean {
  return role === 'super_admin' || role === 'admin' || role === 'teacher';
}
