import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { dynamo } from '../lib/dynamo-client';
import { getStudentsByIds, studentFromItem, toStudent } from '../lib/entities/student-entity';
import { getUserById } from '../lib/entities/user-entity';
import { unauthorized } from '../lib/http-errors';
import { decodeCursor, encodeCursor } from '../lib/page-cursor';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';

const defaultPageSize = 500;
const listingPartition = { GSI1PK: 'STUDENTS' };

/**
 * Spec §6: staff see every student (a Query on GSI1, by name, page by page);
 * a teacher its own students and a family its children (the account's links,
 * one BatchGet per 100 students).
 */
export const listStudents: RouteService<RouteTable['students.list']> = async ({ query, principal }) => {
  if (principal.role === 'super_admin' || principal.role === 'admin') {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': listingPartition.GSI1PK },
        ExclusiveStartKey: decodeCursor(query.cursor, {
          attributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
          partition: listingPartition,
        }),
        Limit: query.limit ?? defaultPageSize,
      }),
    );
    return {
      data: (answer.Items ?? []).map((item) => toStudent(studentFromItem(item))),
      nextCursor: encodeCursor(answer.LastEvaluatedKey),
    };
  }
  const user = await getUserById(principal.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please log in again.');
  const ids = familyRoles.includes(user.role) ? user.children : user.students;
  return { data: (await getStudentsByIds(ids)).map(toStudent) };
};
