import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { getStudentsByIds, studentsPage, toStudent } from '../entities/student-entity';
import { getUserById } from '../entities/user-entity';
import { unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

const defaultPageSize = 500;

/**
 * Staff see every student (a Query on GSI1, by name, page by page);
 * a teacher its own students and a family its children (the account's links,
 * one BatchGet per 100 students).
 */
export const listStudents: RouteService<RouteTable['students.list']> = async ({ query, principal }) => {
  if (principal.role === 'super_admin' || principal.role === 'admin') {
    const page = await studentsPage({ limit: query.limit ?? defaultPageSize, cursor: query.cursor });
    return { data: page.students.map(toStudent), nextCursor: page.nextCursor };
  }
  const user = await getUserById(principal.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please log in again.');
  const ids = familyRoles.includes(user.role) ? user.children : user.students;
  return { data: (await getStudentsByIds(ids)).map(toStudent) };
};
