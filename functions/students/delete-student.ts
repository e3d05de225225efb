import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchDeleteKeys } from '../lib/batch-delete';
import type { RouteTable } from '../../shared/routes/route-table';
import { dynamo } from '../lib/dynamo-client';
import { counterDeltas } from '../lib/entities/school-counters';
import { getStudentById, studentKeys, type StudentRecord } from '../lib/entities/student-entity';
import { userKeys } from '../lib/entities/user-entity';
import { conflict, notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { transactWithFollowUps } from '../lib/transact-in-chunks';
import { conditionFailedAt, isTransactionCancelled } from '../lib/transaction-errors';
import { childLink } from './parent-link';

/** Progress records, notes and history live in the student's partition: one Query a page, then batch deletes. */
async function deletePartitionRest(studentId: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': studentKeys.partition(studentId) },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
      }),
    );
    await batchDeleteKeys(
      (page.Items ?? []).map((item) => ({ PK: item.PK as string, SK: item.SK as string })),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

function teacherUnlink(student: StudentRecord, teacherId: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.primary(teacherId),
      UpdateExpression: 'DELETE students :student',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':student': new Set([student.id]) },
    },
  };
}

/**
 * The student item, its parent's and teachers' links and the counters change
 * in one transaction; its progress and notes are removed after. Invoices keep
 * the student's name and grade as issued: they copy them, they do not point here.
 */
export const deleteStudent: RouteService<RouteTable['students.delete']> = async ({ params }) => {
  const student = await getStudentById(params.id);
  if (!student) throw notFound('Student not found');
  const essential = [
    {
      Delete: {
        TableName: tableName(),
        Key: studentKeys.primary(student.id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    childLink(student.parentId, student.id, 'DELETE'),
    counterDeltas({ students: -1, progressUpdates: -student.progressUpdates }),
  ];
  try {
    await transactWithFollowUps(
      essential,
      student.teacherIds.map((teacherId) => teacherUnlink(student, teacherId)),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw notFound('Student not found');
    if (isTransactionCancelled(error)) throw conflict('This student changed meanwhile. Please try again.');
    throw error;
  }
  await deletePartitionRest(student.id);
  return { data: { _id: student.id }, message: 'Student deleted successfully' };
};
