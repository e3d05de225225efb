import { schoolToday } from '../../shared/invoices/invoice-period';
import { catalogue } from './catalogue';
import { planEnrolments, studentsOf, type Enrolment, type PlannedStudent } from './enrolments';
import { planFamilies, subjectsInUse, type DemoFamily } from './families';
import { planInvoices, type PlannedInvoice } from './invoice-plan';
import { planLessons, type LessonPlan } from './lesson-plan';
import { seededRandom } from './prng';
import { planProgress, type ProgressEntry } from './progress-plan';
import { currentTerm, type SchoolTerm } from './school-term';
import { demoTeachers, type DemoTeacher } from './staff';

/** How big a demo school to load. The full one is the default; tests load a small one. */
export interface DemoSize {
  families: number;
  teachers: number;
}

export const fullDemo: DemoSize = { families: 40, teachers: 5 };

/** Everything the loader will create, decided before the first request: the same seed gives the same school. */
export interface DemoPlan {
  term: SchoolTerm;
  today: string;
  teachers: readonly DemoTeacher[];
  families: readonly DemoFamily[];
  students: readonly PlannedStudent[];
  /** Catalogue subjects the school teaches (all of them in the full demo). */
  subjects: readonly string[];
  enrolments: readonly Enrolment[];
  progress: readonly ProgressEntry[];
  lessons: LessonPlan;
  invoices: readonly PlannedInvoice[];
}

export function planDemoSchool(size: DemoSize, now: Date, seed = 'riverside'): DemoPlan {
  if (size.teachers < 1 || size.teachers > demoTeachers.length)
    throw new Error(`The demo has 1 to ${demoTeachers.length} teachers`);
  if (size.families < 1) throw new Error('The demo needs at least one family');
  const random = seededRandom(seed);
  const today = schoolToday(now);
  const term = currentTerm(today);
  const teachers = demoTeachers.slice(0, size.teachers);
  const families = planFamilies(size.families, random.fork('families'));
  const students = studentsOf(families);
  const enrolments = planEnrolments(students, teachers);
  const lessons = planLessons(term, now, students, teachers, enrolments, random.fork('lessons'));
  const fullSchool = size.families >= fullDemo.families;
  return {
    term,
    today,
    teachers,
    families,
    students,
    subjects: fullSchool ? catalogue.map((subject) => subject.name) : subjectsInUse(families),
    enrolments,
    progress: planProgress(students, enrolments, random.fork('progress')),
    lessons,
    invoices: planInvoices(term, today, students, lessons, random.fork('invoices')),
  };
}
