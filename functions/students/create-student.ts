import { writeTransaction } from '../platform/table/write-transaction';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedStudentFields } from '../shared-domains/audit/audited-fields';
import { activityPuts } from '../entities/activity-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentCreation, toStudent, type StudentRecord } from '../entities/student-entity';
import { userChildLink } from '../entities/user-entity';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { assertSubjectsExist } from './allocated-subjects';
import { familyAccount } from './parent-link';

/** The student, the parent's link to it, the counter and the activity entries commit together or not at all. */
export const createStudent: RouteService<RouteTable['students.create']> = async ({
  body,
  principal,
  requestId,
}) => {
  const parent = await familyAccount(body.parentId);
  await assertSubjectsExist(body.subjects ?? []);
  const now = new Date().toISOString();
  const student: StudentRecord = {
    id: newId(),
    name: body.name,
    grade: body.grade ?? '',
    parentId: parent.id,
    parentName: parent.name,
    subjects: [...(body.subjects ?? [])].sort(),
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
      principal,
      action: 'student.create',
      target: { type: 'student', id: student.id },
      after: auditedStudentFields(student),
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('parentLink'))
      throw badRequest('Parent selection is required', { parentId: 'The selected parent no longer exists' });
    throw error;
  }
  return { data: toStudent(student), message: 'Student added successfully' };
};
