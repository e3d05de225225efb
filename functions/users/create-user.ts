import type { RouteTable } from '../../shared/routes/route-table';
import { createAccount } from '../lib/accounts/create-account';
import { toPublicUser } from '../lib/entities/user-entity';
import type { RouteService } from '../lib/route-service';
import { assertMayCreate } from './user-permissions';

export const createUser: RouteService<RouteTable['users.create']> = async ({ body, principal }) => {
  assertMayCreate(principal, body.role);
  const user = await createAccount(body, { isSchoolSetup: false });
  return { data: toPublicUser(user), message: body.role === 'teacher' ? 'Teacher added' : 'User added' };
};
