import { staffAdminRoles, type Role } from '../roles';
import { messageCategories, type MessageCategory } from './message-categories';

/**
 * The categories only the school's staff receive: the daily overdue digest and
 * new registrations go to super_admin and admin (functions/invoices/overdue-digest.ts,
 * functions/auth/registration.ts), so nobody else is offered them (issue 40: a
 * family was offered the staff's overdue digest).
 */
const staffOnlyCategories: readonly MessageCategory[] = ['staff-updates'];

/** The weekly system summary goes to super_admins alone (functions/jobs/system-summary.ts, issue 39). */
const superAdminOnlyCategories: readonly MessageCategory[] = ['system-health'];

/** Whether an account of this role can get this category's emails at all. */
export function isEmailCategoryOffered(category: MessageCategory, role: Role): boolean {
  if (superAdminOnlyCategories.includes(category)) return role === 'super_admin';
  return !staffOnlyCategories.includes(category) || staffAdminRoles.includes(role);
}

/** The categories an account of this role is offered, in the preferences page's order. */
export function emailCategoriesFor(role: Role): readonly MessageCategory[] {
  return messageCategories.filter((category) => isEmailCategoryOffered(category, role));
}
