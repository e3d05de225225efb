import { hashPassword } from '../functions/shared-domains/accounts/password-hashing';
import { emailItem, userItem, type UserRecord } from '../functions/entities/user-entity';
import { studentItem, type StudentRecord } from '../functions/entities/student-entity';
import type { LessonTimezone } from '../shared/lesson-time';
import type { Currency } from '../shared/invoices/money';
import { newId } from '../shared/ids';
import type { Role } from '../shared/roles';
import { iso } from './school-calendar';
import type { CurriculumSubject } from './school-curriculum';
import { generatedEmails, generatedPassword, type SchoolSize } from './school-sizes';
import type { SeededRandom } from './seeded-random';

const firstNames = (
  'Olivia,Amelia,Isla,Ava,Mia,Ivy,Lily,Isabella,Rosie,Sophia,Grace,Freya,Noah,Oliver,George,Arthur,Muhammad,' +
  'Leo,Harry,Oscar,Archie,Henry,Theodore,Jack,Aisha,Fatima,Layla,Mariam,Omar,Yusuf,Zayd,Hamza,Priya,Arjun,' +
  'Chloe,Ethan,Zara,Daniel,Hannah,Samuel'
).split(',');
const surnames = (
  'Smith,Jones,Taylor,Brown,Williams,Wilson,Johnson,Davies,Patel,Robinson,Wright,Thompson,Evans,Walker,White,' +
  'Roberts,Green,Hall,Wood,Jackson,Clarke,Khan,Ahmed,Hussain,Al Mansoori,Al Hashimi,Haddad,Nasser,Singh,Begum,' +
  'Lewis,Harris,Martin,Cooper,King,Baker,Hughes,Edwards,Turner,Hill'
).split(',');
const grades = ['Year 3', 'Year 4', 'Year 5', 'Year 6', 'Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11'];

export interface Family {
  user: UserRecord;
  timezone: LessonTimezone;
  currency: Currency;
}

export interface SchoolPeople {
  superAdmin: UserRecord;
  admins: UserRecord[];
  teachers: UserRecord[];
  families: Family[];
  students: StudentRecord[];
  familyOf: Map<string, Family>;
}

/** Accounts and students are created in the summer before the year starts. */
const peopleCreatedFrom = Date.parse('2025-08-01T08:00:00Z');

function account(
  random: SeededRandom,
  fields: { name: string; email: string; role: Role; phone?: string },
  passwordHash: string,
  createdMs: number,
): UserRecord {
  const createdAt = iso(createdMs);
  return {
    id: newId(new Date(createdMs)),
    ...fields,
    ...(fields.role === 'user' ? { phone: fields.phone ?? `07${random.int(100_000_000, 999_999_999)}` } : {}),
    children: [],
    students: [],
    passwordHash,
    sessionVersion: 0,
    endedSessions: [],
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Staff, teachers, families of one to three children and the students, with
 * the links the API keeps on both sides: a family's `children`, a teacher's
 * `students`, a student's `parentId` and `teacherIds`, and its subjects.
 * Every account has the same password (one scrypt hash, computed once).
 */
export async function createPeople(
  random: SeededRandom,
  size: SchoolSize,
  subjects: readonly CurriculumSubject[],
  progressPerStudent: number,
): Promise<SchoolPeople> {
  const passwordHash = await hashPassword(generatedPassword);
  let clock = peopleCreatedFrom;
  const tick = () => (clock += random.int(1, 600) * 1000);
  const superAdmin = account(
    random,
    { name: 'Sam Super', email: generatedEmails.superAdmin, role: 'super_admin' },
    passwordHash,
    tick(),
  );
  const admins = [0, 1].map((index) =>
    account(
      random,
      { name: `Ada Admin ${index + 1}`, email: `admin.${index + 1}@scale-school.test`, role: 'admin' },
      passwordHash,
      tick(),
    ),
  );
  const teachers = Array.from({ length: size.teachers }, (_, index) =>
    account(
      random,
      {
        name: `${random.pick(firstNames)} ${random.pick(surnames)} (Teacher ${index + 1})`,
        email: generatedEmails.teacher(index),
        role: 'teacher',
      },
      passwordHash,
      tick(),
    ),
  );

  const families: Family[] = [];
  const students: StudentRecord[] = [];
  // Enough allocated topics for the progress each student is given.
  const subjectsPerStudent = Math.min(subjects.length, Math.max(4, Math.ceil(progressPerStudent / 20)));
  while (students.length < size.students) {
    const uae = random.chance(0.3);
    const surname = random.pick(surnames);
    const family: Family = {
      user: account(
        random,
        {
          name: `${random.pick(firstNames)} ${surname}`,
          email: generatedEmails.family(families.length),
          role: random.chance(0.8) ? 'user' : 'parent',
        },
        passwordHash,
        tick(),
      ),
      timezone: uae ? 'UAE' : 'UK',
      currency: uae ? 'AED' : 'GBP',
    };
    families.push(family);
    const roll = random.next();
    const childCount = Math.min(roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3, size.students - students.length);
    for (let child = 0; child < childCount; child++) {
      const index = students.length;
      const createdMs = tick();
      // Round the teachers in turn, so each teaches as many students as the others (a full timetable otherwise).
      const first = index % size.teachers;
      const second =
        (first + 1 + (Math.floor(index / size.teachers) % Math.max(1, size.teachers - 1))) % size.teachers;
      const allocated = random
        .shuffled(subjects)
        .slice(0, subjectsPerStudent + (subjects.length > subjectsPerStudent && random.chance(0.5) ? 1 : 0));
      students.push({
        id: newId(new Date(createdMs)),
        name: `${random.pick(firstNames)} ${surname}`,
        grade: grades[index % grades.length]!,
        parentId: family.user.id,
        parentName: family.user.name,
        subjects: allocated.map((subject) => subject.id).sort(),
        teacherIds: [...new Set([teachers[first]!.id, teachers[second]!.id])].sort(),
        progressUpdates: 0,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
      family.user.children.push(students[index]!.id);
    }
  }
  const teacherById = new Map(teachers.map((teacher) => [teacher.id, teacher]));
  for (const student of students) {
    for (const teacherId of student.teacherIds) teacherById.get(teacherId)!.students.push(student.id);
  }
  for (const user of [...teachers, ...families.map((family) => family.user)]) {
    user.children.sort();
    user.students.sort();
  }
  const familyOf = new Map(families.map((family) => [family.user.id, family]));
  return { superAdmin, admins, teachers, families, students, familyOf };
}

export function allAccounts(people: SchoolPeople): UserRecord[] {
  return [people.superAdmin, ...people.admins, ...people.teachers, ...people.families.map((f) => f.user)];
}

/** The user item and its email-uniqueness item, as createAccount writes them (links as string sets). */
export function* accountItems(people: SchoolPeople): Generator<Record<string, unknown>> {
  for (const user of allAccounts(people)) {
    yield userItem(user);
    yield emailItem(user.email, user.id);
  }
}

export function* studentItems(people: SchoolPeople): Generator<Record<string, unknown>> {
  for (const student of people.students) yield studentItem(student);
}
