import { familyRoles } from '../../shared/roles';
import { getUserById, type UserRecord } from '../entities/user-entity';
import { badRequest } from '../platform/http-errors';

/** The parent of a student must be a family account (role user or parent). */
export async function familyAccount(parentId: string): Promise<UserRecord> {
  const parent = await getUserById(parentId);
  if (!parent || !familyRoles.includes(parent.role)) {
    throw badRequest('Parent selection is required', { parentId: 'Please select a parent from the list' });
  }
  return parent;
}
