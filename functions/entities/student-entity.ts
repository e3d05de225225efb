import {
  $add,
  $delete,
  $remove,
  Entity,
  UpdateItemCommand,
  item,
  number,
  set,
  string,
  type FormattedItem,
  PutTransaction,
  DeleteTransaction,
  UpdateTransaction,
  ConditionCheck,
} from 'dynamodb-toolbox';
import type { Student } from '../../shared/schemas/student-schemas';
import { batchGetItems } from '../platform/table/batch-get-items';
import { answerUnlessRefused } from '../platform/table/condition-refused';
import { findEntityItem, formattedItemOf, storedItemOf } from '../platform/table/entity-items';
import { queryEntityPage, queryEntityPages } from '../platform/table/entity-query';
import { optionalIndexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import type { TableItem } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { toStringSet } from '../platform/table/string-sets';

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
const listingSortKey = (name: string, studentId: string) => `${name.toLowerCase()}#${studentId}`;
/** GSI1 lists every student of the school by name. */
const studentsListing = { index: 'GSI1', partition: listingPartition } as const;

/**
 * A student's partition holds the student item and, beside it, its progress
 * records and notes, so deleting a student is one Query of its partition.
 */
export const studentKeys = {
  primary: (studentId: string) => ({ PK: `STUDENT#${studentId}`, SK: 'STUDENT' }),
  partition: (studentId: string) => `STUDENT#${studentId}`,
};

const studentAttributes = item({
  id: string().key(),
  name: string(),
  // The three below may be missing on items of older releases: read as '' and 0.
  grade: string().optional(),
  parentName: string().optional(),
  progressUpdates: number().optional(),
  parentId: string(),
  // String sets; DynamoDB has no empty set, so an empty list is no attribute (string-sets.ts).
  subjects: set(string()).optional(),
  teacherIds: set(string()).optional(),
  createdAt: string(),
  updatedAt: string(),
});

export const StudentEntity = new Entity({
  name: 'Student',
  table: schoolTable,
  timestamps: false,
  schema: studentAttributes.and((schema) =>
    optionalIndexKeys(schema, 'GSI1', {
      partition: () => listingPartition,
      sort: ({ name, id }) => listingSortKey(name, id),
    }),
  ),
  computeKey: ({ id }) => studentKeys.primary(id),
});

type StudentItem = FormattedItem<typeof StudentEntity>;

/** Every write but the creation is to a student that exists: an update would otherwise create a stub. */
const studentExists = { attr: 'id', exists: true } as const;

const sortedIds = (ids: ReadonlySet<string> | undefined) => [...(ids ?? [])].sort();

function studentRecordOf(student: StudentItem): StudentRecord {
  return {
    id: student.id,
    name: student.name,
    grade: student.grade ?? '',
    parentId: student.parentId,
    parentName: student.parentName ?? '',
    subjects: sortedIds(student.subjects),
    teacherIds: sortedIds(student.teacherIds),
    progressUpdates: student.progressUpdates ?? 0,
    createdAt: student.createdAt,
    updatedAt: student.updatedAt,
  };
}

/** The attributes a student is written with: its id lists as string sets. */
const studentInput = (student: StudentRecord) => ({
  ...student,
  subjects: toStringSet(student.subjects),
  teacherIds: toStringSet(student.teacherIds),
});

/** A student item read whole from the table (a BatchGet beside other entities' items). */
export function studentFromItem(saved: TableItem): StudentRecord {
  return studentRecordOf(formattedItemOf(StudentEntity, saved));
}

/** The item a new student is stored as, keys included (the bench writes it in bulk). */
export function studentItem(student: StudentRecord): TableItem {
  return storedItemOf(StudentEntity, studentInput(student));
}

/** Creates the student, or cancels the transaction when one with its id exists. */
export function studentCreation(student: StudentRecord): EntityWrite {
  return StudentEntity.build(PutTransaction)
    .item(studentInput(student))
    .options({ condition: { attr: 'id', exists: false } });
}

/** Deletes the student, or cancels the transaction when it is gone already. */
export function studentDeletion(studentId: string): EntityWrite {
  return StudentEntity.build(DeleteTransaction).key({ id: studentId }).options({ condition: studentExists });
}

/** ADD or DELETE one teacher in the student's `teacherIds` (a string set: other teachers are untouched). */
export function studentTeacherLink(
  studentId: string,
  teacherId: string,
  action: 'ADD' | 'DELETE',
): EntityWrite {
  const teacher = new Set([teacherId]);
  return StudentEntity.build(UpdateTransaction)
    .item({ id: studentId, teacherIds: action === 'ADD' ? $add(teacher) : $delete(teacher) })
    .options({ condition: studentExists });
}

/** Children show their parent's name in lists; a renamed parent renames it there too. */
export function studentParentRename(studentId: string, parentName: string): EntityWrite {
  return StudentEntity.build(UpdateTransaction)
    .item({ id: studentId, parentName })
    .options({ condition: studentExists });
}

/**
 * The fields an edit owns (not the links or counters others change), on the
 * condition that the parent is still the one `previous` was read with: a
 * concurrent move makes this one fail cleanly.
 */
export function studentEdit(previous: StudentRecord, next: StudentRecord): EntityWrite {
  const subjects = toStringSet(next.subjects);
  return StudentEntity.build(UpdateTransaction)
    .item({
      id: previous.id,
      name: next.name,
      grade: next.grade,
      parentId: next.parentId,
      parentName: next.parentName,
      updatedAt: next.updatedAt,
      // The listing's sort key follows the name.
      GSI1PK: listingPartition,
      GSI1SK: listingSortKey(next.name, previous.id),
      subjects: subjects ?? $remove(),
    })
    .options({ condition: { and: [studentExists, { attr: 'parentId', eq: previous.parentId }] } });
}

/** Holds a transaction to the student still being a child of `parentId` when it commits. */
export function studentParentCheck(studentId: string, parentId: string): EntityWrite {
  return StudentEntity.build(ConditionCheck)
    .key({ id: studentId })
    .condition({ attr: 'parentId', eq: parentId });
}

/** Counts one more status change on the student, which must still exist. */
export function studentProgressCounted(studentId: string, changes = 1): EntityWrite {
  return StudentEntity.build(UpdateTransaction)
    .item({ id: studentId, progressUpdates: $add(changes) })
    .options({ condition: studentExists });
}

/** One UpdateItem of a student; a student deleted meanwhile is left deleted (nothing to change). */
async function updateIfPresent(update: UpdateItemCommand<typeof StudentEntity>): Promise<void> {
  await answerUnlessRefused(() => update.options({ condition: studentExists }).send());
}

/** Takes back status changes removed with a subject, unit or topic. */
export async function uncountStudentProgress(studentId: string, count: number): Promise<void> {
  await updateIfPresent(
    StudentEntity.build(UpdateItemCommand).item({ id: studentId, progressUpdates: $add(-count) }),
  );
}

/**
 * Takes a deleted subject off every student's list: the school's listing read
 * page by page, filtered on the subject (deleting a subject is a rare staff
 * action, and no index of students by subject is worth its upkeep). A string
 * set, so one id goes whatever else changes meanwhile.
 */
export async function unallocateSubjectFromStudents(subjectId: string): Promise<void> {
  const allocated = queryEntityPages(StudentEntity, {
    ...studentsListing,
    filter: { attr: 'subjects', contains: subjectId },
  });
  for await (const students of allocated)
    for (const student of students)
      await updateIfPresent(
        StudentEntity.build(UpdateItemCommand).item({
          id: student.id,
          subjects: $delete(new Set([subjectId])),
        }),
      );
}

/** One page of the school's students by name (GSI1), continued by its cursor. */
export async function studentsPage(page: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await queryEntityPage(StudentEntity, studentsListing, page);
  return { students: items.map(studentRecordOf), nextCursor };
}

/** The school's students by name (GSI1), a page at a time. */
export async function* studentPages(): AsyncGenerator<StudentRecord[]> {
  for await (const items of queryEntityPages(StudentEntity, studentsListing))
    yield items.map(studentRecordOf);
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
  const student = await findEntityItem(StudentEntity, { id: studentId });
  return student ? studentRecordOf(student) : undefined;
}

/** The students with these ids that still exist, sorted by name. */
export async function getStudentsByIds(studentIds: readonly string[]): Promise<StudentRecord[]> {
  const items = await batchGetItems(studentIds.map((id) => studentKeys.primary(id)));
  return items.map(studentFromItem).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
