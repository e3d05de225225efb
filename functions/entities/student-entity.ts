import type { Student } from '../../shared/schemas/student-schemas';
import { batchGetItems } from '../platform/table/batch-get-items';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { itemExists, type TableWrite } from '../platform/table/table-write';
import { fromStringSet, toStringSet } from '../platform/table/string-sets';

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

const listingPartition = 'STUDENTS';

/**
 * A student's partition holds the student item and, beside it, its progress
 * records and notes, so deleting a student is one Query of its partition.
 */
export const studentKeys = {
  primary: (studentId: string) => ({ PK: `STUDENT#${studentId}`, SK: 'STUDENT' }),
  partition: (studentId: string) => `STUDENT#${studentId}`,
  /** GSI1 lists every student of the school by name. */
  listing: (name: string, studentId: string) => ({
    GSI1PK: listingPartition,
    GSI1SK: `${name.toLowerCase()}#${studentId}`,
  }),
};

/** Every student of the school by name (GSI1). */
export const studentsQuery: TableQuery = { index: 'GSI1', partition: listingPartition };

/** Takes a subject off the student's list (a string set, so one id goes whatever else changes). */
export function subjectUnallocation(studentId: string, subjectId: string) {
  return {
    Key: studentKeys.primary(studentId),
    UpdateExpression: 'DELETE subjects :subject',
    ExpressionAttributeValues: { ':subject': new Set([subjectId]) },
  };
}

/** Takes back status changes removed with a subject, unit or topic. */
export function studentProgressUncounted(studentId: string, count: number) {
  return {
    Key: studentKeys.primary(studentId),
    UpdateExpression: 'ADD progressUpdates :minus',
    ExpressionAttributeValues: { ':minus': -count },
  };
}

/** ADD or DELETE one teacher in the student's `teacherIds`; the student must exist (an update would create a stub). */
export function studentTeacherLink(
  studentId: string,
  teacherId: string,
  action: 'ADD' | 'DELETE',
): TableWrite {
  return {
    Update: {
      Key: studentKeys.primary(studentId),
      UpdateExpression: `${action} teacherIds :teacher`,
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':teacher': new Set([teacherId]) },
    },
  };
}

/** Children show their parent's name in lists; a renamed parent renames it there too. */
export function studentParentRename(studentId: string, parentName: string): TableWrite {
  return {
    Update: {
      Key: studentKeys.primary(studentId),
      UpdateExpression: 'SET parentName = :name',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':name': parentName },
    },
  };
}

/**
 * The fields an edit owns (not the links or counters others change), on the
 * condition that the parent is still the one `previous` was read with: a
 * concurrent move makes this one fail cleanly.
 */
export function studentEdit(previous: StudentRecord, next: StudentRecord): TableWrite {
  const listing = studentKeys.listing(next.name, next.id);
  const subjects = toStringSet(next.subjects);
  return {
    Update: {
      Key: studentKeys.primary(previous.id),
      UpdateExpression:
        'SET #name = :name, grade = :grade, parentId = :parentId, parentName = :parentName, updatedAt = :now, ' +
        'GSI1PK = :g1pk, GSI1SK = :g1sk' +
        (subjects ? ', subjects = :subjects' : ' REMOVE subjects'),
      ConditionExpression: `${itemExists} AND parentId = :previousParent`,
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: {
        ':name': next.name,
        ':grade': next.grade,
        ':parentId': next.parentId,
        ':parentName': next.parentName,
        ':now': next.updatedAt,
        ':g1pk': listing.GSI1PK,
        ':g1sk': listing.GSI1SK,
        ':previousParent': previous.parentId,
        ...(subjects ? { ':subjects': subjects } : {}),
      },
    },
  };
}

/** The keys of everything in the student's partition (the student, its progress, notes and history). */
export function studentPartitionQuery(studentId: string): TableQuery {
  return { partition: studentKeys.partition(studentId), attributes: ['PK', 'SK'] };
}

/** Counts one more status change on the student, which must still exist. */
export function studentProgressCounted(studentId: string): TableWrite {
  return {
    Update: {
      Key: studentKeys.primary(studentId),
      UpdateExpression: 'ADD progressUpdates :one',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

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
  const item = await getItem(studentKeys.primary(studentId), { consistentRead: true });
  return item ? studentFromItem(item) : undefined;
}

/** The students with these ids that still exist, sorted by name. */
export async function getStudentsByIds(studentIds: readonly string[]): Promise<StudentRecord[]> {
  const items = await batchGetItems(studentIds.map((id) => studentKeys.primary(id)));
  return items.map(studentFromItem).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
