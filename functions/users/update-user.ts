import { familyRoles, type Role } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { emailInUseMessage, phoneForRole } from '../shared-domains/accounts/create-account';
import { hashPassword } from '../shared-domains/accounts/password-hashing';
import { auditPut } from '../shared-domains/audit/audit-put';
import { forgetCachedAccount } from '../shared-domains/accounts/current-principal';
import { familyCarriedOver } from '../entities/refresh-token-entity';
import { assertPasswordNotPersonal } from '../shared-domains/accounts/password-rules';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentParentRename } from '../entities/student-entity';
import {
  getUserById,
  normalizeEmail,
  toPublicUser,
  userEdit,
  type UserRecord,
} from '../entities/user-entity';
import { conflict, forbidden, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { transactNamedWithFollowUps } from '../platform/table/write-transaction';
import { namedWrites } from '../platform/table/named-writes';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { assertCurrentPassword } from './current-password';
import { emailChangeNote, planEmailChange } from './email-change';
import { assertMayEdit } from './user-permissions';

export const lastSuperAdminMessage = 'There must always be at least one Super Admin';

function assertMayChangeRole(principal: Principal, target: UserRecord, role: Role): void {
  if (principal.userId === target.id) throw forbidden('You cannot change your own role');
  if (principal.role !== 'super_admin') throw forbidden('Only the Super Admin can change roles');
  const bothFamily = familyRoles.includes(target.role) && familyRoles.includes(role);
  if (!bothFamily && (target.children.length > 0 || target.students.length > 0)) {
    throw conflict(
      'This account still has students linked to it. Move or unassign them before changing its role.',
    );
  }
}

/** What an edit can change; a new password only as the fact that sign-in changed (never the password or its hash). */
const auditedFields = (user: Pick<UserRecord, 'name' | 'email' | 'role' | 'phone'>, newPassword = false) => ({
  name: user.name,
  email: user.email,
  role: user.role,
  phone: user.phone,
  ...(newPassword ? { signIn: 'new password, every session ended' } : {}),
});

function superAdminDelta(from: Role, to: Role): number {
  return (to === 'super_admin' ? 1 : 0) - (from === 'super_admin' ? 1 : 0);
}

/**
 * A new password ends every session of the account (its session version
 * moves on in the same write). When the account changed its own password, the
 * sign-in it did so from is carried over to the new version and stays
 * signed in; its access token is replaced at the web app's next silent refresh.
 */
export const updateUser: RouteService<RouteTable['users.update']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const target = await getUserById(params.id);
  if (!target) throw notFound('User not found');
  assertMayEdit(principal, target);
  if (body.password) assertPasswordNotPersonal(body.password, body, target);
  const role = body.role ?? target.role;
  if (role !== target.role) assertMayChangeRole(principal, target, role);
  const emailChanged = normalizeEmail(body.email) !== normalizeEmail(target.email);
  const passwordChanged = Boolean(body.password);
  const isSelf = principal.userId === target.id;
  if (isSelf && (emailChanged || passwordChanged)) await assertCurrentPassword(target, body.currentPassword);
  const phone = phoneForRole(role, body.phone ?? target.phone);
  const passwordHash = body.password ? await hashPassword(body.password) : target.passwordHash;
  const emailPlan = await planEmailChange(target, body.email, {
    passwordHash,
    passwordChanged,
    cancelPending: body.cancelEmailChange === true,
  });
  const changes = {
    name: body.name,
    email: emailPlan.email,
    role,
    ...(phone ? { phone } : {}),
    passwordHash,
    updatedAt: new Date().toISOString(),
    endSessions: passwordChanged,
    ...(emailPlan.pendingEmail !== undefined ? { pendingEmail: emailPlan.pendingEmail } : {}),
  };
  const adminDelta = superAdminDelta(target.role, role);
  const keptSession = passwordChanged && isSelf ? principal.sessionId : undefined;
  const audit = auditPut({
    principal,
    action: role !== target.role ? 'user.role' : passwordChanged ? 'user.password' : 'user.update',
    target: { type: 'user', id: target.id },
    before: { ...auditedFields(target), pendingEmail: target.pendingEmail },
    after: {
      ...auditedFields({ ...changes, phone }, passwordChanged),
      pendingEmail:
        emailPlan.pendingEmail === undefined ? target.pendingEmail : (emailPlan.pendingEmail ?? undefined),
    },
    requestId,
  });
  const transaction = namedWrites({
    user: userEdit(target, changes),
    emailMove: emailPlan.moved,
    emailLinks: emailPlan.writes,
    counters:
      adminDelta !== 0 &&
      counterDeltas(
        { superAdmins: adminDelta },
        adminDelta < 0 ? { atLeast: { superAdmins: 2 } } : undefined,
      ),
    session: keptSession ? familyCarriedOver(keptSession, target.id, target.sessionVersion) : undefined,
    audit,
    childRenames:
      body.name !== target.name
        ? target.children.map((studentId) => studentParentRename(studentId, body.name))
        : [],
  });
  try {
    await transactNamedWithFollowUps(transaction, 'childRenames');
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('user'))
      throw conflict('This account was changed meanwhile. Please reload and try again.');
    if (refused.has('emailMove')) throw conflict(emailInUseMessage);
    if (refused.has('counters')) throw conflict(lastSuperAdminMessage);
    if (refused.has('session'))
      throw conflict('Your session changed meanwhile. Please sign in again and retry.');
    if (isTransactionCancelled(error) && body.name !== target.name && target.children.length > 0) {
      throw conflict('A linked student changed meanwhile. Please try again.');
    }
    throw error;
  } finally {
    forgetCachedAccount(target.id);
  }
  const { passwordHash: _hash, endSessions: _ended, pendingEmail, ...withoutHash } = changes;
  const updated: UserRecord = { ...target, ...withoutHash, passwordHash: '', phone };
  if (pendingEmail !== undefined) updated.pendingEmail = pendingEmail ?? undefined;
  if (passwordChanged) delete updated.accountStatus;
  if (passwordChanged && pendingEmail === undefined) delete updated.pendingEmail;
  const note = emailChangeNote(target, emailPlan);
  return { data: toPublicUser(updated), message: note ? `User updated.${note}` : 'User updated' };
};
