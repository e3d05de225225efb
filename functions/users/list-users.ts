import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { familyRoles, type Role } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { dynamo } from '../lib/dynamo-client';
import { toPublicUser, userFromItem } from '../lib/entities/user-entity';
import { badRequest } from '../lib/http-errors';
import { decodeCursor, encodeCursor } from '../lib/page-cursor';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';

const defaultPageSize = 200;

interface ListingIndex {
  indexName: 'GSI1' | 'GSI2';
  partition: Record<string, string>;
  attributes: string[];
}

function listingIndex(role: Role | undefined): ListingIndex {
  if (!role)
    return {
      indexName: 'GSI2',
      partition: { GSI2PK: 'USERS' },
      attributes: ['PK', 'SK', 'GSI2PK', 'GSI2SK'],
    };
  return {
    indexName: 'GSI1',
    partition: { GSI1PK: `USERS_BY_ROLE#${role}` },
    attributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
  };
}

/**
 * A multi-role listing reads the roles one after another, each a Query on
 * GSI1 ordered by name; its cursor says which role it is in and where.
 */
function parseCursor(cursor: string | undefined, roleCount: number): { roleIndex: number; key?: string } {
  if (!cursor) return { roleIndex: 0 };
  const [index = '', key] = cursor.split('.', 2);
  const roleIndex = Number(index);
  if (!/^\d+$/.test(index) || roleIndex >= roleCount) throw badRequest('Invalid cursor');
  return { roleIndex, key: key || undefined };
}

export const listUsers: RouteService<RouteTable['users.list']> = async ({ query }) => {
  const roles: (Role | undefined)[] = query.role ?? [undefined];
  const limit = query.limit ?? defaultPageSize;
  const position = parseCursor(query.cursor, roles.length);
  const items: Record<string, unknown>[] = [];
  let nextCursor: string | undefined;
  for (let roleIndex = position.roleIndex; roleIndex < roles.length; roleIndex++) {
    const index = listingIndex(roles[roleIndex]);
    const [[partitionName, partitionValue]] = Object.entries(index.partition) as [[string, string]];
    const startKey =
      roleIndex === position.roleIndex
        ? decodeCursor(position.key, { attributes: index.attributes, partition: index.partition })
        : undefined;
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': partitionName },
        ExpressionAttributeValues: { ':pk': partitionValue },
        ExclusiveStartKey: startKey,
        Limit: limit - items.length,
      }),
    );
    items.push(...((answer.Items ?? []) as Record<string, unknown>[]));
    if (answer.LastEvaluatedKey) {
      nextCursor = `${roleIndex}.${encodeCursor(answer.LastEvaluatedKey)}`;
      break;
    }
    if (items.length >= limit && roleIndex + 1 < roles.length) {
      nextCursor = `${roleIndex + 1}.`;
      break;
    }
  }
  const users = items.map(userFromItem);
  const parentOptions = query.role?.every((role) => familyRoles.includes(role)) ?? false;
  const data = parentOptions
    ? users.map((user) => ({ _id: user.id, name: user.name, email: user.email }))
    : users.map(toPublicUser);
  return { data, nextCursor };
};
