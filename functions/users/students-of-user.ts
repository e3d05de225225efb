import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { getStudentsByIds, toStudent } from '../entities/student-entity';
import { getUserById, type UserRecord } from '../entities/user-entity';
import { forbidden, notFound, unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

/** A family's children or a teacher's students: the user item, then one BatchGet per 100 students. */
async function linkedStudents(user: UserRecord) {
  const ids = familyRoles.includes(user.role) ? user.children : user.students;
  return (await getStudentsByIds(ids)).map(toStudent);
}

export const myChildren: RouteService<RouteTable['users.myChildren']> = async ({ principal }) => {
  const user = await getUserById(principal.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please log in again.');
  return { data: await linkedStudents(user) };
};

function assertMayView(principal: Principal, userId: string): void {
  if (principal.role === 'super_admin' || principal.role === 'admin' || principal.userId === userId) return;
  throw forbidden('You can only view your own students');
}

export const studentsOfUser: RouteService<RouteTable['users.students']> = async ({ params, principal }) => {
  assertMayView(principal, params.id);
  const user = await getUserById(params.id);
  if (!user) throw notFound('User not found');
  return { data: await linkedStudents(user) };
};
