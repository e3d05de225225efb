import { familyRoles, type Role } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { toPublicUser, userFromItem, usersQuery } from '../entities/user-entity';
import { queryPagesInTurn } from '../platform/table/query-page';
import type { RouteService } from '../platform/route-service';

const defaultPageSize = 200;

export const listUsers: RouteService<RouteTable['users.list']> = async ({ query }) => {
  const roles: (Role | undefined)[] = query.role ?? [undefined];
  const limit = query.limit ?? defaultPageSize;
  // An empty cursor has always meant the first page here.
  const page = await queryPagesInTurn(roles.map(usersQuery), { limit, cursor: query.cursor || undefined });
  const users = page.items.map(userFromItem);
  const parentOptions = query.role?.every((role) => familyRoles.includes(role)) ?? false;
  const data = parentOptions
    ? users.map((user) => ({ _id: user.id, name: user.name, email: user.email }))
    : users.map(toPublicUser);
  return { data, nextCursor: page.nextCursor };
};
