import { batchGetItems } from '../platform/table/batch-get-items';
import { studentFromItem, studentKeys, type StudentRecord } from '../entities/student-entity';
import { userFromItem, userKeys, type UserRecord } from '../entities/user-entity';
import { badRequest } from '../platform/http-errors';

export interface Participants {
  student: StudentRecord;
  teacher: UserRecord;
}

/** The student and the teacher in one BatchGetItem; both must exist, the teacher with role teacher. */
export async function loadParticipants(studentId: string, teacherId: string): Promise<Participants> {
  const items = await batchGetItems([studentKeys.primary(studentId), userKeys.primary(teacherId)]);
  const studentItem = items.find((item) => item.entity === 'Student');
  const teacherItem = items.find((item) => item.entity === 'User');
  if (!studentItem)
    throw badRequest('Student not found', { student: 'Please choose a student from the list' });
  const teacher = teacherItem ? userFromItem(teacherItem) : undefined;
  if (!teacher || teacher.role !== 'teacher')
    throw badRequest('Teacher not found', { teacher: 'Please choose a teacher from the list' });
  return { student: studentFromItem(studentItem), teacher };
}
