import type { Principal } from '../platform/access-tokens';
import type { UserRecord } from '../entities/user-entity';
import { forbidden } from '../platform/http-errors';

/**
 * super_admin manages everyone; admin manages teachers (the teacher
 * screen); everyone may edit their own record.
 */
export function assertMayEdit(principal: Principal, target: UserRecord): void {
  if (principal.role === 'super_admin' || principal.userId === target.id) return;
  if (principal.role === 'admin' && target.role === 'teacher') return;
  throw forbidden('You can only edit your own account');
}

export function assertMayDelete(principal: Principal, target: UserRecord): void {
  if (principal.userId === target.id) throw forbidden('You cannot delete your own account');
  if (principal.role === 'super_admin') return;
  if (principal.role === 'admin' && target.role === 'teacher') return;
  throw forbidden('Only the Super Admin can delete users');
}

export function assertMayCreate(principal: Principal, role: UserRecord['role']): void {
  if (principal.role === 'super_admin') return;
  if (principal.role === 'admin' && role === 'teacher') return;
  throw forbidden('Only the Super Admin can add users');
}
