/** Every role the product knows, in the order the spec lists them. */
export const roles = ['super_admin', 'admin', 'teacher', 'user', 'parent'] as const;

export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  teacher: 'Teacher',
  // A family's account: called Parent on every screen (issue 40), like role parent.
  user: 'Parent',
  parent: 'Parent',
};

/** The roles whose accounts are families (they own children). */
export const familyRoles: readonly Role[] = ['user', 'parent'];

/**
 * A family's account keeps a phone number for the school to call; staff and teachers are reached at school. Both
 * family roles keep it: the Account page lets every family set its own.
 */
export function keepsPhone(role: Role): boolean {
  return familyRoles.includes(role);
}

/** The roles that run the school. */
export const staffAdminRoles: readonly Role[] = ['super_admin', 'admin'];
