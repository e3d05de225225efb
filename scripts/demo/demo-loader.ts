import type { Role } from '../../shared/roles';
import type { Invoice } from '../../shared/schemas/invoice-schemas';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { demoApi, type DemoApi } from './api-client';
import { catalogue } from './catalogue';
import { countDemo, type DemoCounts } from './demo-counts';
import { fullDemo, planDemoSchool, type DemoPlan, type DemoSize } from './demo-plan';
import { demoStateOf, refusalFor } from './demo-state';
import { defaultRates, overdueDueDate, taxRates, type PlannedInvoice } from './invoice-plan';
import type { PlannedOccurrence, PlannedSeries } from './lesson-plan';
import { inPool } from './pool';
import type { ProgressEntry } from './progress-plan';
import { demoAdmin, demoPassword, demoSchoolName, demoSuperAdmin } from './staff';

/**
 * Loads the demo school through the HTTP API, the way staff would build it
 * on the screens: set up the school, curriculum, teachers, families and
 * students, progress, lessons and invoices. Every write goes through the
 * real handlers, so counters, list rows, statistics, activity, slot locks and
 * invoice numbers are exactly what the product itself keeps.
 */
export interface DemoLoadOptions {
  size?: DemoSize;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Where the data lives, only for messages. */
  dataDir?: string;
  log?: (line: string) => void;
  /**
   * Marks sent invoices past their due date overdue: the daily job's work
   * (markOverdueInvoices), which no API route does.
   */
  markOverdue: () => Promise<{ markedOverdue: number }>;
}

export interface SignIn {
  role: Role;
  name: string;
  email: string;
  password: string;
}

export interface DemoLoadResult {
  outcome: 'loaded' | 'already-loaded';
  signIns: SignIn[];
  counts: DemoCounts;
  plan: DemoPlan;
  seconds: number;
}

/** One account per role to try the demo with: the first of each in the plan. */
export function signInsOf(plan: DemoPlan): SignIn[] {
  const firstOf = (role: 'parent' | 'user') => plan.families.find((family) => family.role === role);
  const signIns: SignIn[] = [
    { role: 'super_admin', name: demoSuperAdmin.name, email: demoSuperAdmin.email, password: demoPassword },
    { role: 'admin', name: demoAdmin.name, email: demoAdmin.email, password: demoPassword },
    { role: 'teacher', name: plan.teachers[0]!.name, email: plan.teachers[0]!.email, password: demoPassword },
  ];
  for (const role of ['parent', 'user'] as const) {
    const family = firstOf(role);
    if (family) signIns.push({ role, name: family.name, email: family.email, password: demoPassword });
  }
  return signIns;
}

interface Loaded {
  token: string;
  subjectIds: Map<string, string>;
  topicIds: Map<string, string>;
  teacherIds: string[];
  teacherTokens: string[];
  familyIds: string[];
  studentIds: string[];
}

const count = (value: number, one: string, many = `${one}s`) => `${value} ${value === 1 ? one : many}`;

const topicKey = (subject: string, unit: string, topic: string) => `${subject}\u0000${unit}\u0000${topic}`;

export async function loadDemoSchool(apiBase: string, options: DemoLoadOptions): Promise<DemoLoadResult> {
  const startedAt = performance.now();
  const log = options.log ?? (() => {});
  const step = (line: string) =>
    log(`[${((performance.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  const api = demoApi(apiBase);
  // Today picks the term; the API stamps what it writes with the real time, and the sweep judges by it too.
  const plan = planDemoSchool(options.size ?? fullDemo, new Date());
  const concurrency = options.concurrency ?? 6;
  const seconds = () => (performance.now() - startedAt) / 1000;

  const state = await demoStateOf(api);
  const refusal = refusalFor(state, options.dataDir);
  if (refusal) throw refusal;
  if (state.kind === 'loaded') {
    const counts = await countDemo(api, state.token, plan.term);
    return { outcome: 'already-loaded', signIns: signInsOf(plan), counts, plan, seconds: seconds() };
  }

  step(`Planned ${plan.term.name} (${plan.term.startDate} to ${plan.term.endDate}), today ${plan.today}`);
  try {
    const counts = await loadPlan(api, plan, concurrency, options.markOverdue, step);
    return { outcome: 'loaded', signIns: signInsOf(plan), counts, plan, seconds: seconds() };
  } catch (error) {
    throw new DemoLoadFailure(error);
  }
}

/** A load that stopped after it began writing: the folder holds part of the demo. */
export class DemoLoadFailure extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason), { cause: reason });
  }
}

async function loadPlan(
  api: DemoApi,
  plan: DemoPlan,
  concurrency: number,
  markOverdue: DemoLoadOptions['markOverdue'],
  step: (line: string) => void,
): Promise<DemoCounts> {
  const loaded = await setUpSchool(api);
  step(`School set up: ${demoSchoolName}, rates £${defaultRates.GBP} and AED ${defaultRates.AED} an hour`);
  await loadCurriculum(api, plan, loaded, concurrency);
  step(`Curriculum: ${plan.subjects.length} subjects, ${loaded.topicIds.size} topics`);
  await loadPeople(api, plan, loaded, concurrency);
  step(
    `People: ${count(plan.teachers.length, 'teacher')}, ${count(plan.families.length, 'family', 'families')}, ` +
      `${count(plan.students.length, 'student')}`,
  );
  const updates = await loadProgress(api, plan, loaded, concurrency);
  step(`Progress: ${plan.progress.length} topics on the sheets, ${updates} status changes`);
  const lessons = await loadLessons(api, plan, loaded, concurrency);
  step(`Lessons: ${lessons} booked (${plan.lessons.series.length} recurring series), statuses recorded`);
  const overdue = await loadInvoices(api, plan, loaded, concurrency, markOverdue);
  step(`Invoices: ${plan.invoices.length} generated, sent and paid; ${overdue} marked overdue by the sweep`);
  // Last of all: the office account tells a later run that the whole demo is here.
  await api.call('users.create', {
    token: loaded.token,
    body: { ...demoAdmin, password: demoPassword, role: 'admin' },
  });
  const counts = await countDemo(api, loaded.token, plan.term);
  step('Done');
  return counts;
}

async function setUpSchool(api: DemoApi): Promise<Loaded> {
  const { token, user } = await api.call('auth.setup', {
    body: {
      name: demoSuperAdmin.name,
      email: demoSuperAdmin.email,
      password: demoPassword,
      schoolName: demoSchoolName,
    },
  });
  await api.call('users.update', {
    token,
    params: { id: user._id },
    body: { name: user.name, email: user.email, phone: demoSuperAdmin.phone },
  });
  await api.call('invoices.updateSettings', {
    token,
    body: { defaultRates, taxRates },
  });
  return {
    token,
    subjectIds: new Map(),
    topicIds: new Map(),
    teacherIds: [],
    teacherTokens: [],
    familyIds: [],
    studentIds: [],
  };
}

/** Subjects side by side; within one, units and topics one after another, since creation order is their order. */
async function loadCurriculum(api: DemoApi, plan: DemoPlan, loaded: Loaded, concurrency: number) {
  const subjects = catalogue.filter((subject) => plan.subjects.includes(subject.name));
  await inPool(subjects, concurrency, async (subject) => {
    const { _id: subjectId } = await api.call('curriculum.createSubject', {
      token: loaded.token,
      body: { name: subject.name },
    });
    loaded.subjectIds.set(subject.name, subjectId);
    for (const unit of subject.units) {
      const { _id: unitId } = await api.call('curriculum.createUnit', {
        token: loaded.token,
        params: { subjectId },
        body: { name: unit.name },
      });
      for (const topic of unit.topics) {
        const created = await api.call('curriculum.createTopic', {
          token: loaded.token,
          params: { subjectId, unitId },
          body: { name: topic },
        });
        loaded.topicIds.set(topicKey(subject.name, unit.name, topic), created._id);
      }
    }
  });
}

async function loadPeople(api: DemoApi, plan: DemoPlan, loaded: Loaded, concurrency: number) {
  const { token } = loaded;
  loaded.teacherIds = await inPool(plan.teachers, concurrency, async (teacher) => {
    const user = await api.call('users.create', {
      token,
      body: {
        name: teacher.name,
        email: teacher.email,
        phone: teacher.phone,
        password: demoPassword,
        role: 'teacher',
      },
    });
    return user._id;
  });
  loaded.familyIds = await inPool(plan.families, concurrency, async (family) => {
    const user = await api.call('users.create', {
      token,
      body: {
        name: family.name,
        email: family.email,
        password: demoPassword,
        role: family.role,
        ...(family.phone ? { phone: family.phone } : {}),
      },
    });
    return user._id;
  });
  loaded.studentIds = await inPool(plan.students, concurrency, async (student) => {
    const created = await api.call('students.create', {
      token,
      body: {
        name: student.name,
        grade: student.grade,
        parentId: loaded.familyIds[student.familyIndex]!,
        subjects: student.subjects.map((subject) => loaded.subjectIds.get(subject)!),
      },
    });
    return created._id;
  });
  await inPool(plan.teachers, concurrency, async (_, teacher) => {
    const students = [
      ...new Set(
        plan.enrolments
          .filter((enrolment) => enrolment.teacher === teacher)
          .map((enrolment) => enrolment.student),
      ),
    ];
    if (students.length === 0) return;
    await api.call('users.assignStudents', {
      token,
      params: { id: loaded.teacherIds[teacher]! },
      body: { studentIds: students.map((student) => loaded.studentIds[student]!) },
    });
  });
  loaded.teacherTokens = await inPool(plan.teachers, concurrency, async (teacher) => {
    const session = await api.call('auth.login', { body: { email: teacher.email, password: demoPassword } });
    return session.token;
  });
}

/** Each teacher records their students' topics; one topic's statuses in order, so its history reads right. */
async function loadProgress(
  api: DemoApi,
  plan: DemoPlan,
  loaded: Loaded,
  concurrency: number,
): Promise<number> {
  const record = async (entry: ProgressEntry) => {
    const studentId = loaded.studentIds[entry.student]!;
    const topicId = loaded.topicIds.get(topicKey(entry.subject, entry.unit, entry.topic))!;
    for (const [index, status] of entry.steps.entries()) {
      const last = index === entry.steps.length - 1;
      await api.call('progress.update', {
        token: loaded.teacherTokens[entry.teacher]!,
        body: { studentId, topicId, status, ...(last && entry.note ? { notes: entry.note } : {}) },
      });
    }
  };
  await inPool(plan.progress, concurrency, record);
  return plan.progress.reduce((sum, entry) => sum + entry.steps.length, 0);
}

async function loadLessons(
  api: DemoApi,
  plan: DemoPlan,
  loaded: Loaded,
  concurrency: number,
): Promise<number> {
  const { token } = loaded;
  const booked = await inPool(plan.lessons.series, concurrency, async (series) => {
    const answer = await api.call('lessons.createRecurring', {
      token,
      body: {
        student: loaded.studentIds[series.student]!,
        teacher: loaded.teacherIds[series.teacher]!,
        startDate: series.startDate,
        endDate: series.endDate,
        startTime: series.startTime,
        timezone: series.timezone,
        recurrencePattern: series.pattern,
        daysOfWeek: series.daysOfWeek,
        status: series.status,
        // Lessons carry the subject's id, one of the student's allocated subjects.
        subject: loaded.subjectIds.get(series.subject)!,
        notes: series.notes,
        ...(series.meetingLink ? { meetingLink: series.meetingLink } : {}),
      },
    });
    return { series, answer };
  });
  await inPool(plan.lessons.oneOffs, concurrency, (lesson) =>
    api.call('lessons.create', {
      token,
      body: {
        student: loaded.studentIds[lesson.student]!,
        teacher: loaded.teacherIds[lesson.teacher]!,
        startTime: lesson.start.toISOString(),
        timezone: lesson.timezone,
        status: lesson.status,
        subject: loaded.subjectIds.get(lesson.subject)!,
        notes: lesson.notes,
        ...(lesson.meetingLink ? { meetingLink: lesson.meetingLink } : {}),
      },
    }),
  );

  const changes: { lesson: Lesson; series: PlannedSeries; occurrence: PlannedOccurrence }[] = [];
  const stops: { recurringLessonId: string; fromLessonId: string }[] = [];
  for (const { series, answer } of booked) {
    const byStart = new Map(answer.lessons.map((lesson) => [Date.parse(lesson.startTime), lesson]));
    series.occurrences.forEach((occurrence, index) => {
      const lesson = byStart.get(occurrence.start.getTime());
      if (!lesson)
        throw new Error(`The series of ${series.subject} has no lesson at ${occurrence.start.toISOString()}`);
      if (occurrence.change) changes.push({ lesson, series, occurrence });
      if (index === series.cancelFrom)
        stops.push({ recurringLessonId: answer.recurringLessonId, fromLessonId: lesson._id });
    });
  }
  // Teachers mark their lessons completed; the office records cancellations and requested changes.
  await inPool(changes, concurrency, async ({ lesson, series, occurrence }) => {
    const change = occurrence.change!;
    await api.call('lessons.update', {
      token: change.by === 'teacher' ? loaded.teacherTokens[series.teacher]! : token,
      params: { id: lesson._id },
      body: { status: change.status, ...(change.notes ? { notes: change.notes } : {}) },
    });
  });
  for (const { recurringLessonId, fromLessonId } of stops) {
    await api.call('lessons.cancelSeries', { token, params: { recurringLessonId }, body: { fromLessonId } });
  }
  return booked.reduce((sum, { answer }) => sum + answer.lessons.length, 0) + plan.lessons.oneOffs.length;
}

/**
 * Generated one after another, so numbers follow the plan's order; then
 * each is edited (GCSE rate, notes, a past due date for the overdue ones),
 * sent and paid as planned, and the sweep marks the past-due ones overdue.
 */
async function loadInvoices(
  api: DemoApi,
  plan: DemoPlan,
  loaded: Loaded,
  concurrency: number,
  markOverdue: DemoLoadOptions['markOverdue'],
): Promise<number> {
  const { token } = loaded;
  const drafts: Invoice[] = [];
  for (const invoice of plan.invoices) {
    drafts.push(
      await api.call('invoices.generate', {
        token,
        body: {
          studentId: loaded.studentIds[invoice.student]!,
          dateRangeType: 'month',
          month: invoice.month,
          year: invoice.year,
          currency: invoice.currency,
        },
      }),
    );
  }
  await inPool(plan.invoices, concurrency, async (invoice: PlannedInvoice, index) => {
    const draft = drafts[index]!;
    const params = { id: draft._id };
    const dueDate = invoice.status === 'overdue' ? overdueDueDate(invoice, plan.today) : undefined;
    if (invoice.rate !== undefined || invoice.notes || dueDate) {
      await api.call('invoices.update', {
        token,
        params,
        body: {
          ...(invoice.rate !== undefined
            ? { items: draft.items.map((item) => ({ _id: item._id, rate: invoice.rate! })) }
            : {}),
          ...(invoice.notes ? { notes: invoice.notes } : {}),
          ...(dueDate ? { dueDate } : {}),
        },
      });
    }
    if (invoice.status === 'draft') return;
    await api.call('invoices.changeStatus', { token, params, body: { status: 'sent' } });
    if (invoice.status === 'paid')
      await api.call('invoices.changeStatus', { token, params, body: { status: 'paid' } });
  });
  const { markedOverdue } = await markOverdue();
  const planned = plan.invoices.filter((invoice) => invoice.status === 'overdue').length;
  if (markedOverdue !== planned)
    throw new Error(`The overdue sweep marked ${markedOverdue} invoices, the plan has ${planned} overdue`);
  return markedOverdue;
}
