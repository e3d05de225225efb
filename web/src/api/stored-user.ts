import { roles, type Role } from '../../../shared/roles';
import type { PublicUser } from '../../../shared/schemas/user-schemas';

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): boolean => Array.isArray(value) && value.every(isString);

/**
 * The shape of `PublicUser`, checked by hand rather than with its zod schema
 * so the first page a browser loads carries no zod; `/auth/me` replaces the
 * stored user with the server's own as soon as the app starts.
 */
export function isStoredUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    [user._id, user.id, user.name, user.email, user.createdAt].every(isString) &&
    roles.includes(user.role as Role) &&
    (user.phone === undefined || isString(user.phone)) &&
    isStringList(user.children) &&
    isStringList(user.students)
  );
}
