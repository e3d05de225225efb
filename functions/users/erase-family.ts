import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { eraseFamilyAccount } from '../shared-domains/privacy/erasure/erase-family-account';
import { erasureAuditWrites } from '../shared-domains/privacy/erasure/erasure-audit';
import { assertErasureConfirmed } from '../shared-domains/privacy/erasure/erasure-confirmation';
import { getUserById } from '../entities/user-entity';
import { badRequest, conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { isTransactionCancelled } from '../platform/table/transaction-errors';

/**
 * Erases a family account with its children (UK GDPR art. 17). Staff
 * accounts are deleted, not erased here. Nothing changes until the typed
 * name matches; a child linked meanwhile stops the account's own delete
 * (409) after its children are gone, and a retry finishes.
 */
export const eraseFamily: RouteService<RouteTable['users.erase']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const family = await getUserById(params.id);
  if (!family) throw notFound('User not found');
  if (!familyRoles.includes(family.role))
    throw badRequest('Only a family account can be erased. Delete a staff account instead.');
  assertErasureConfirmed(body.confirm, family.name);
  const audit = erasureAuditWrites({
    principal,
    requestId,
    kind: 'family',
    subjectId: family.id,
    studentIds: family.children,
    at: new Date().toISOString(),
  });
  try {
    await eraseFamilyAccount(family, audit);
  } catch (error) {
    if (isTransactionCancelled(error))
      throw conflict('This family changed during the erasure. Please try again to finish it.');
    throw error;
  }
  return {
    data: { _id: family.id, studentIds: family.children },
    message: `${family.name} and their children were erased. Issued invoices are kept.`,
  };
};
