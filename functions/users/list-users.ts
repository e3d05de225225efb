import { familyRoles, type Role } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { toPublicUser, usersPage } from '../entities/user-entity';
import type { RouteService } from '../platform/route-service';

const defaultPageSize = 200;

export const listUsers: RouteService<RouteTable['users.list']> = async ({ query }) => {
  const roles: (Role | undefined)[] = query.role ?? [undefined];
  const limit = query.limit ?? defaultPageSize;
  // An empty cursor has always meant the first page here.
  const { users, nextCursor } = await usersPage(roles, { limit, cursor: query.cursor || undefined });
  const parentOptions = query.role?.every((role) => familyRoles.includes(role)) ?? false;
  const data = parentOptions
    ? users.map((user) => ({ _id: user.id, name: user.name, email: user.email }))
    : users.map(toPublicUser);
  return { data, nextCursor };
};
