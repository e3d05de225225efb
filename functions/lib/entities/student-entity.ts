import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Student } from '../../../shared/schemas/student-schemas';
import { batchGetItems } from '../batch-get';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';
import { fromStringSet, toStringSet } from './string-sets';

export interface StudentRecord {
  id: string;
  name: string;
  grade: string;
  parentId: string;
  /** Kept in step with the parent's name so list screens need no join. */
  parentName: string;
  subjects: string[];
  teacherIds: string[];
  /** Status changes recorded for this student, for the family's dashboard counter. */
  progressUpdates: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A student's partition holds the student item and, beside it, its progress
 * records and notes, so deleting a student is one Query of its partition.
 */
export const studentKeys = {
  primary: (studentId: string) => ({ PK: `STUDENT#${studentId}`, SK: 'STUDENT' }),
  partition: (studentId: string) => `STUDENT#${studentId}`,
  /** GSI1 lists every student of the school by name. */
  listing: (name: string, studentId: string) => ({
    GSI1PK: 'STUDENTS',
    GSI1SK: `${name.toLowerCase()}#${studentId}`,
  }),
};

export function studentItem(student: StudentRecord) {
  return {
    ...studentKeys.primary(student.id),
    ...studentKeys.listing(student.name, student.id),
    entity: 'Student',
    ...student,
    subjects: toStringSet(student.subjects),
    teacherIds: toStringSet(student.teacherIds),
  };
}

export function studentFromItem(item: Record<string, unknown>): StudentRecord {
  return {
    id: item.id as string,
    name: item.name as string,
    grade: (item.grade as string | undefined) ?? '',
    parentId: item.parentId as string,
    parentName: (item.parentName as string | undefined) ?? '',
    subjects: fromStringSet(item.subjects),
    teacherIds: fromStringSet(item.teacherIds),
    progressUpdates: Number(item.progressUpdates ?? 0),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export function toStudent(student: StudentRecord): Student {
  return {
    _id: student.id,
    id: student.id,
    name: student.name || 'Unnamed Student',
    grade: student.grade,
    parentId: student.parentId,
    parents: [{ _id: student.parentId, name: student.parentName }],
    subjects: student.subjects,
    teacherIds: student.teacherIds,
    createdAt: student.createdAt,
    updatedAt: student.updatedAt,
  };
}

export async function getStudentById(studentId: string): Promise<StudentRecord | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: studentKeys.primary(studentId), ConsistentRead: true }),
  );
  return answer.Item ? studentFromItem(answer.Item) : undefined;
}

/** The students with these ids that still exist, sorted by name. */
export async function getStudentsByIds(studentIds: readonly string[]): Promise<StudentRecord[]> {
  const items = await batchGetItems(studentIds.map((id) => studentKeys.primary(id)));
  return items.map(studentFromItem).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
