import type { Role } from '../roles';

/** super_admin generates, edits, sends, marks paid and deletes. */
export const billing: readonly Role[] = ['super_admin'];
export const billingRefusal = 'Only the Super Administrator can change invoices';
/** Admin may open analytics, lists and details; families their own invoices. */
export const staff: readonly Role[] = ['super_admin', 'admin'];
export const viewers: readonly Role[] = ['super_admin', 'admin', 'user', 'parent'];
export const viewRefusal = 'You do not have permission to view invoices';
