import { groupActivity } from '../../shared/activity-grouping';
import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { recentActivity as readActivity, type ActivityAudience } from '../entities/activity-entity';
import { readSchoolCounters } from '../entities/school-counters-entity';
import { getStudentsByIds } from '../entities/student-entity';
import { getUserById } from '../entities/user-entity';
import { unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

const isStaff = (principal: Principal) => principal.role === 'super_admin' || principal.role === 'admin';

/**
 * Staff read the school's counter item (one GetItem). A family or teacher reads
 * its own account and its students (a GetItem and one BatchGet): its numbers
 * are about its own children or students only.
 */
export const counters: RouteService<RouteTable['dashboard.counters']> = async ({ principal }) => {
  if (isStaff(principal)) {
    const school = await readSchoolCounters();
    return {
      data: {
        students: school.students,
        subjects: school.subjects,
        users: school.users,
        progressUpdates: school.progressUpdates,
      },
    };
  }
  const user = await getUserById(principal.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please log in again.');
  const students = await getStudentsByIds(familyRoles.includes(user.role) ? user.children : user.students);
  return {
    data: {
      students: students.length,
      subjects: new Set(students.flatMap((student) => student.subjects)).size,
      users: 0,
      progressUpdates: students.reduce((sum, student) => sum + student.progressUpdates, 0),
    },
  };
};

/** The feed's lines, and how many events one Query reads to fill them once repeats are grouped. */
const feedLines = 10;
const feedEventsRead = 50;

/**
 * The newest events, repeats grouped (shared/activity-grouping.ts): still one
 * Query, of a few more items, so a sweep that turned 29 invoices overdue is one
 * line and the events before it still show.
 */
export const recentActivity: RouteService<RouteTable['dashboard.recentActivity']> = async ({ principal }) => {
  const audience: ActivityAudience = isStaff(principal)
    ? { kind: 'all' }
    : { kind: 'user', userId: principal.userId };
  return { data: groupActivity(await readActivity(audience, { limit: feedEventsRead }), feedLines) };
};
