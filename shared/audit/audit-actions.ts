/**
 * Every kind of privileged change the audit log records, as
 * `<record type>.<what happened>`. The list is closed so the screen can offer
 * it as a filter and a typo in a service does not compile.
 */
export const auditActions = [
  'user.create',
  'user.update',
  'user.role',
  'user.password',
  'user.delete',
  'user.erase',
  'user.assignStudents',
  'user.resendInvitation',
  'user.export',
  'student.create',
  'student.update',
  'student.reparent',
  'student.delete',
  'student.erase',
  'curriculum.delete',
  'lesson.create',
  'lesson.createSeries',
  'lesson.update',
  'lesson.cancel',
  'lesson.delete',
  'invoice.generate',
  'invoice.update',
  'invoice.rates',
  'invoice.status',
  'invoice.delete',
  'invoice.void',
  'payment.add',
  'payment.remove',
  'settings.invoice',
  'settings.schoolProfile',
  'settings.lessonReminders',
  'settings.retention',
  'settings.payments',
  'settings.logoUpload',
  'settings.logoRemove',
] as const;

export type AuditAction = (typeof auditActions)[number];

/** What the screen calls each kind. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.create': 'Account created',
  'user.update': 'Account edited',
  'user.role': 'Role changed',
  'user.password': 'Password changed',
  'user.delete': 'Account deleted',
  'user.erase': 'Family erased (personal data removed)',
  'user.assignStudents': 'Students assigned',
  'user.resendInvitation': 'Invitation resent',
  'user.export': "Family's data downloaded",
  'student.create': 'Student created',
  'student.update': 'Student edited',
  'student.reparent': 'Student moved to another family',
  'student.delete': 'Student deleted',
  'student.erase': 'Student erased (personal data removed)',
  'curriculum.delete': 'Curriculum deleted',
  'lesson.create': 'Lesson booked',
  'lesson.createSeries': 'Lesson series booked',
  'lesson.update': 'Lesson edited',
  'lesson.cancel': 'Lesson cancelled',
  'lesson.delete': 'Lesson deleted',
  'invoice.generate': 'Invoice generated',
  'invoice.update': 'Invoice edited',
  'invoice.rates': 'Invoice rates changed',
  'invoice.status': 'Invoice status changed',
  'invoice.delete': 'Invoice deleted',
  'invoice.void': 'Invoice voided',
  'payment.add': 'Payment recorded',
  'payment.remove': 'Payment removed',
  'settings.invoice': 'Invoice settings changed',
  'settings.schoolProfile': 'School profile changed',
  'settings.lessonReminders': 'Lesson reminders switched',
  'settings.retention': 'Retention settings changed',
  'settings.payments': 'Online payment settings changed',
  'settings.logoUpload': 'School logo uploaded',
  'settings.logoRemove': 'School logo removed',
};

/** The kinds of record an entry is about. */
export const auditTargetTypes = [
  'user',
  'student',
  'subject',
  'unit',
  'topic',
  'lesson',
  'series',
  'invoice',
  'settings',
] as const;

export type AuditTargetType = (typeof auditTargetTypes)[number];
