import { writeTransaction } from '../platform/table/write-transaction';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedStudentFields } from '../shared-domains/audit/audited-fields';
import { activityPuts } from '../entities/activity-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentCreation, toStudent, type StudentRecord } from '../entities/student-entity';
import { userChildLink, type UserRecord } from '../entities/user-entity';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { assertSubjectsExist } from './allocated-subjects';
import { familyAccount } from './parent-link';

export interface NewStudent {
  name: string;
  grade: string;
  /** Subject ids, checked to exist by the caller. */
  subjects: readonly string[];
}

/** Who makes a change and with which request: what its audit entry records. */
export interface StaffChange {
  principal: Pick<Principal, 'userId' | 'role'>;
  requestId: string;
}

/**
 * The student, the parent's link to it, the counter and the activity entries commit together or not at all.
 * The form (POST /students) and the spreadsheet import add a student through this one function, so an
 * imported child is exactly like a typed one.
 */
export async function addStudent(
  parent: Pick<UserRecord, 'id' | 'name'>,
  fields: NewStudent,
  change: StaffChange,
): Promise<StudentRecord> {
  const now = new Date().toISOString();
  const student: StudentRecord = {
    id: newId(),
    name: fields.name,
    grade: fields.grade,
    parentId: parent.id,
    parentName: parent.name,
    subjects: [...fields.subjects].sort(),
    teacherIds: [],
    progressUpdates: 0,
    createdAt: now,
    updatedAt: now,
  };
  const transaction = namedWrites({
    student: studentCreation(student),
    parentLink: userChildLink(parent.id, student.id, 'ADD'),
    counters: counterDeltas({ students: 1 }),
    activity: activityPuts(
      {
        title: 'Student added',
        description: `${student.name}${student.grade ? ` (${student.grade})` : ''} joined the school`,
        status: 'success',
        icon: 'user-plus',
        studentId: student.id,
      },
      [{ kind: 'all' }, { kind: 'user', userId: parent.id }],
    ),
    audit: auditPut({
      principal: change.principal,
      action: 'student.create',
      target: { type: 'student', id: student.id },
      after: auditedStudentFields(student),
      requestId: change.requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('parentLink'))
      throw badRequest('Parent selection is required', { parentId: 'The selected parent no longer exists' });
    throw error;
  }
  return student;
}

export const createStudent: RouteService<RouteTable['students.create']> = async ({
  body,
  principal,
  requestId,
}) => {
  const parent = await familyAccount(body.parentId);
  await assertSubjectsExist(body.subjects ?? []);
  const student = await addStudent(
    parent,
    { name: body.name, grade: body.grade ?? '', subjects: body.subjects ?? [] },
    { principal, requestId },
  );
  return { data: toStudent(student), message: 'Student added successfully' };
};
