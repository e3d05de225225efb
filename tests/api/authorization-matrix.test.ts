import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod';
import { domains, type Domain, type RouteDefinition } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { unsubscribeToken } from '../../functions/shared-domains/messaging/unsubscribe-token';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  markOutboxMessageFailed,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { addUnits, createSubject, createTopic, createUnit } from './support/curriculum-fixtures';
import { signIn } from './support/accounts';
import { refreshCookieFrom, request } from './support/http';
import { logoPng } from './support/logo-images';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { initialRetentionSettings } from '../../shared/schemas/retention-schemas';
import { defaultLessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import {
  bookAt,
  generateInvoice,
  isoDay,
  recordPayment,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { bookLesson, bookSeries } from './support/lesson-fixtures';
import {
  assignStudents,
  createPerson,
  createStudent,
  subjectIds,
  uniqueEmail,
  type Person,
  type SignedPerson,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
/** A maths topic (childA1's subject) and a science topic (childB1's), for the progress routes. */
const topicOf = { maths: '', science: '' };
/** A subject with one unit and one topic that the curriculum cells read and rename. */
const scratch = { subjectId: '', unitId: '', topicId: '' };
/** The templates the import cells take in turn (docs/curriculum-templates.md). */
const matrixTemplateIds = [
  'ks1-english',
  'ks1-maths',
  'ks1-science',
  'ks2-english',
  'ks2-maths',
  'ks2-science',
];
let importedTemplates = 0;

/**
 * The stale callers: tokens issued before their account changed. An admin
 * demoted to teacher and a teacher deleted after signing in are refused
 * (401) on every protected route, and treated as signed out on public ones,
 * so their expected status is always the signed-out caller's.
 */
const staleTokens = { demoted: '', deleted: '' };

beforeAll(async () => {
  const token = school.superAdmin.token;
  const demoted = await freshPerson('admin');
  staleTokens.demoted = (await signIn(runtime.api, demoted.email, demoted.password)).token;
  const demotion = await request(runtime.api, 'PUT', `/users/${demoted.id}`, {
    token,
    body: { name: demoted.name, email: demoted.email, role: 'teacher' },
  });
  const deleted = await freshPerson('teacher');
  staleTokens.deleted = (await signIn(runtime.api, deleted.email, deleted.password)).token;
  const deletion = await request(runtime.api, 'DELETE', `/users/${deleted.id}`, { token });
  if (demotion.status !== 200 || deletion.status !== 200)
    throw new Error(`stale callers: ${demotion.text} ${deletion.text}`);
  topicOf.maths = (await addUnits(runtime.api, token, subjectIds.maths, 1, 1)).topicIds[0]!;
  topicOf.science = (await addUnits(runtime.api, token, subjectIds.science, 1, 1)).topicIds[0]!;
  scratch.subjectId = await createSubject(runtime.api, token, 'Matrix Scratch');
  scratch.unitId = await createUnit(runtime.api, token, scratch.subjectId, 'Matrix Unit');
  scratch.topicId = await createTopic(runtime.api, token, scratch.subjectId, scratch.unitId, 'Matrix Topic');
});

/** Every domain of the route table: a route without rows fails the first test below. */
const domainsUnderTest: readonly Domain[] = domains;
const principals = ['signedOut', 'super_admin', 'admin', 'teacher', 'user', 'parent'] as const;
type PrincipalName = (typeof principals)[number];
type StatusRow = Record<PrincipalName, number>;
const staleCallers = ['demoted', 'deleted'] as const;
type StaleCaller = (typeof staleCallers)[number];
/** Every caller a cell is sent as: the table's columns, then the stale callers (answered as if signed out). */
const callers: readonly (PrincipalName | StaleCaller)[] = [...principals, ...staleCallers];
const isStale = (caller: PrincipalName | StaleCaller): caller is StaleCaller =>
  (staleCallers as readonly string[]).includes(caller);

/** A row of the matrix: statuses(signed out, super_admin, admin, teacher, user, parent), the order of `principals`. */
const statuses = (...row: [number, number, number, number, number, number]): StatusRow =>
  Object.fromEntries(principals.map((principal, index) => [principal, row[index]])) as StatusRow;

/**
 * Expected status of every route of the domains under test, per object
 * variant and caller. Variants:
 * - `any`: the route has no object in its path (for users.create: the role it
 *   adds; for the curriculum: the school's shared subjects, units and topics);
 * - `own`: `{id}` is the caller itself, or (students, progress) a student
 *   linked to the caller: the family's child, the teacher's student;
 * - `foreign`: `{id}` belongs to someone else: another teacher, the other
 *   family, the other family's child;
 * - `teacher` / `family`: `{id}` is (users.create: the new account is) a
 *   teacher / a family account other than the caller.
 * The callers: the super_admin, the admin, teacherA, familyA (role user) and
 * familyB (role parent) of createSchoolWithPeople.
 */
const expected: Record<string, Record<string, StatusRow>> = {};

/**
 * System and auth: public routes answer everyone alike (a token changes
 * nothing); the school is set up already, so setup is closed to all. The
 * refresh cookie is the credential of `auth.refreshToken`: `own` sends a fresh
 * cookie of the caller (familyA's for the signed-out caller), `none` none.
 */
const everyone = (status: number): StatusRow => statuses(status, status, status, status, status, status);
expected['system.health'] = { any: everyone(200) };
expected['system.openapi'] = { any: everyone(200) };
// The System health page (issue 39) is the super_admin's alone; each cell retries or dismisses a failed email of its
// own, addressed to the caller (`own`) or to another family (`family`): nobody else may act even on their own email.
expected['system.healthPage'] = { any: statuses(401, 200, 403, 403, 403, 403) };
expected['system.retryEmail'] = {
  own: statuses(401, 200, 403, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
expected['system.dismissEmail'] = {
  own: statuses(401, 200, 403, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
expected['auth.setupStatus'] = { any: everyone(200) };
expected['auth.setup'] = { any: everyone(403) };
expected['auth.login'] = { own: everyone(200) };
expected['auth.register'] = { any: everyone(201) };
expected['auth.logout'] = { any: everyone(200) };
expected['auth.logoutEverywhere'] = { any: { ...everyone(200), signedOut: 401 } };
expected['auth.me'] = { any: { ...everyone(200), signedOut: 401 } };
expected['auth.refreshToken'] = { own: everyone(200), none: everyone(401) };
// The emailed links' routes: a link nobody was sent answers 410 to everyone alike.
expected['auth.checkAccountLink'] = { any: everyone(410) };
expected['auth.acceptInvitation'] = { any: everyone(410) };
expected['auth.forgotPassword'] = { any: everyone(200) };
expected['auth.resetPassword'] = { any: everyone(410) };
expected['auth.verifyEmail'] = { any: everyone(410) };
expected['auth.confirmEmailChange'] = { any: everyone(410) };

expected['users.list'] = {
  any: statuses(401, 200, 200, 403, 403, 403),
};
expected['users.myChildren'] = {
  any: statuses(401, 403, 403, 403, 200, 200),
};
expected['users.students'] = {
  own: statuses(401, 200, 200, 200, 200, 200),
  foreign: statuses(401, 200, 200, 403, 403, 403),
};
expected['users.create'] = {
  teacher: statuses(401, 201, 201, 403, 403, 403),
  family: statuses(401, 201, 403, 403, 403, 403),
};
expected['users.update'] = {
  own: statuses(401, 200, 200, 200, 200, 200),
  teacher: statuses(401, 200, 200, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
expected['users.delete'] = {
  own: statuses(401, 403, 403, 403, 403, 403),
  teacher: statuses(401, 200, 200, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
expected['users.resendInvitation'] = {
  // The caller's own account has its password: nothing to resend (409) for the one who may resend to it.
  own: statuses(401, 409, 403, 403, 403, 403),
  teacher: statuses(401, 200, 200, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
expected['users.assignStudents'] = {
  // The caller's own id is not a teacher's, except for the teacher, which may not assign at all.
  own: statuses(401, 404, 404, 403, 403, 403),
  foreign: statuses(401, 200, 200, 403, 403, 403),
};
// Email preferences are always the caller's own (the path names no account).
expected['users.emailPreferences'] = { any: { ...everyone(200), signedOut: 401 } };
expected['users.updateEmailPreferences'] = { any: { ...everyone(200), signedOut: 401 } };
// The unsubscribe link's signed token is its credential: it answers anyone alike, signed in or not.
expected['users.unsubscribe'] = { any: everyone(200), none: everyone(400) };
expected['users.unsubscribePage'] = { none: everyone(400) };
expected['students.list'] = {
  any: statuses(401, 200, 200, 200, 200, 200),
};
expected['students.create'] = {
  any: statuses(401, 201, 201, 403, 403, 403),
};
expected['students.update'] = {
  own: statuses(401, 200, 200, 403, 403, 403),
  foreign: statuses(401, 200, 200, 403, 403, 403),
};
expected['students.delete'] = {
  own: statuses(401, 200, 200, 403, 403, 403),
  foreign: statuses(401, 200, 200, 403, 403, 403),
};
// Erasure is the super_admin's alone; the super_admin's own account is no family's (400).
expected['students.erase'] = {
  own: statuses(401, 200, 403, 403, 403, 403),
  foreign: statuses(401, 200, 403, 403, 403, 403),
};
// Import from a spreadsheet (issue 38): families by super_admin and admin, teachers by super_admin alone.
expected['students.importPreview'] = {
  families: statuses(401, 201, 201, 403, 403, 403),
  teachers: statuses(401, 201, 403, 403, 403, 403),
};
// On one import: `own` is an import of families, `foreign` one of teachers (the admin's to neither apply nor read).
expected['students.importApply'] = {
  own: statuses(401, 202, 202, 403, 403, 403),
  foreign: statuses(401, 202, 403, 403, 403, 403),
};
expected['students.import'] = {
  own: statuses(401, 200, 200, 403, 403, 403),
  foreign: statuses(401, 200, 403, 403, 403, 403),
};
expected['students.importTemplate'] = {
  families: statuses(401, 200, 200, 403, 403, 403),
  teachers: statuses(401, 200, 403, 403, 403, 403),
};
expected['users.erase'] = {
  own: statuses(401, 400, 403, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
expected['users.retentionSettings'] = { any: statuses(401, 200, 200, 403, 403, 403) };
expected['users.updateRetentionSettings'] = { any: statuses(401, 200, 403, 403, 403, 403) };
expected['dashboard.counters'] = {
  any: statuses(401, 200, 200, 200, 200, 200),
};
expected['dashboard.recentActivity'] = {
  any: statuses(401, 200, 200, 200, 200, 200),
};
// The owner's day (issue 40) is the super_admin's alone.
expected['dashboard.today'] = {
  any: statuses(401, 200, 403, 403, 403, 403),
};
expected['dashboard.notifications'] = {
  any: statuses(401, 200, 200, 200, 200, 200),
};
expected['dashboard.readNotifications'] = {
  any: statuses(401, 200, 200, 200, 200, 200),
};
// The audit log (issue 17) is the super_admin's alone.
expected['dashboard.auditLog'] = {
  any: statuses(401, 200, 403, 403, 403, 403),
};
// The staff who may edit the account: the super_admin anyone, an admin teachers and itself.
expected['users.failedEmails'] = {
  own: statuses(401, 200, 200, 403, 403, 403),
  teacher: statuses(401, 200, 200, 403, 403, 403),
  family: statuses(401, 200, 403, 403, 403, 403),
};
// A family exports itself; staff any family (their own accounts are no family: 404); teachers none.
expected['users.export'] = {
  own: statuses(401, 404, 404, 403, 200, 200),
  family: statuses(401, 200, 200, 403, 403, 403),
};

/**
 * The curriculum is the school's, not a family's: everyone signed in reads
 * it, staff and teachers add and rename, only super_admin and admin delete.
 * Families never change it, a deliberate deviation from the product's specification (which showed
 * the progress page's add and edit controls to parents), documented in
 * shared/routes/curriculum-routes.ts.
 */
const curriculumRead: StatusRow = statuses(401, 200, 200, 200, 200, 200);
const curriculumCreate: StatusRow = statuses(401, 201, 201, 201, 403, 403);
const curriculumRename: StatusRow = statuses(401, 200, 200, 200, 403, 403);
const curriculumDelete: StatusRow = statuses(401, 200, 200, 403, 403, 403);
expected['curriculum.listSubjects'] = { any: curriculumRead };
expected['curriculum.getSubject'] = { any: curriculumRead };
expected['curriculum.createSubject'] = { any: curriculumCreate };
expected['curriculum.updateSubject'] = { any: curriculumRename };
expected['curriculum.deleteSubject'] = { any: curriculumDelete };
expected['curriculum.createUnit'] = { any: curriculumCreate };
expected['curriculum.updateUnit'] = { any: curriculumRename };
expected['curriculum.deleteUnit'] = { any: curriculumDelete };
expected['curriculum.createTopic'] = { any: curriculumCreate };
expected['curriculum.updateTopic'] = { any: curriculumRename };
expected['curriculum.deleteTopic'] = { any: curriculumDelete };
expected['curriculum.listTemplates'] = { any: curriculumRename };
expected['curriculum.importTemplate'] = { any: curriculumCreate };

/** Progress: every role, but only for a student it reaches (staff: all; teacher: its students; family: its children). */
const progressOwn: StatusRow = statuses(401, 200, 200, 200, 200, 200);
const progressForeign: StatusRow = statuses(401, 200, 200, 403, 403, 403);
expected['progress.recent'] = { any: progressOwn };
for (const id of ['ofStudent', 'sheet', 'topicHistory', 'update', 'notes', 'updateNote']) {
  expected[`progress.${id}`] = { own: progressOwn, foreign: progressForeign };
}

/**
 * Lessons (docs/architecture.md#permissions): super_admin and admin book, edit and delete; a teacher
 * edits status, notes and link of its own lessons only; everyone signed in
 * reads the lessons it may see (its scoping is tested in lessons.test.ts).
 * Variants: `own` is a lesson (for bookings: a student and its teacher) of
 * the caller: teacherA with childA1, or for the parent its child childB1 with
 * teacherB; `foreign` is the other pair. The calendar feed is every caller's
 * own; the feed itself is public, its unguessable token the credential.
 */
const lessonsStaff = (success: number): StatusRow => statuses(401, success, success, 403, 403, 403);
const lessonsEveryone = (success: number): StatusRow =>
  statuses(401, success, success, success, success, success);
const feedAnyone = (status: number): StatusRow => ({ ...lessonsEveryone(status), signedOut: status });
expected['lessons.list'] = { any: lessonsEveryone(200) };
expected['lessons.calendarSummary'] = { any: lessonsEveryone(200) };
expected['lessons.create'] = { own: lessonsStaff(201), foreign: lessonsStaff(201) };
expected['lessons.createRecurring'] = { own: lessonsStaff(201), foreign: lessonsStaff(201) };
expected['lessons.update'] = { own: { ...lessonsStaff(200), teacher: 200 }, foreign: lessonsStaff(200) };
expected['lessons.delete'] = { own: lessonsStaff(200), foreign: lessonsStaff(200) };
expected['lessons.cancelSeries'] = { own: lessonsStaff(200), foreign: lessonsStaff(200) };
expected['lessons.deleteSeries'] = { own: lessonsStaff(200), foreign: lessonsStaff(200) };
expected['lessons.feedStatus'] = { any: lessonsEveryone(200) };
expected['lessons.feedCreate'] = { any: lessonsEveryone(201) };
expected['lessons.feedRevoke'] = { any: lessonsEveryone(200) };
expected['lessons.feed'] = { own: feedAnyone(200), foreign: feedAnyone(200), unknown: feedAnyone(404) };
expected['lessons.reminderSettings'] = { any: lessonsStaff(200) };
expected['lessons.updateReminderSettings'] = { any: lessonsStaff(200) };
/** Exports (issue 16): staff export any teacher's lessons, a teacher only its own (`own`: itself, `foreign`: teacherB). */
expected['lessons.exportCsv'] = {
  own: { ...lessonsStaff(200), teacher: 200 },
  foreign: lessonsStaff(200),
};
expected['lessons.teacherHours'] = { any: lessonsStaff(200) };
// The lesson report (issue 37): written by staff or the lesson's teacher, read also by the student's family.
expected['lessons.writeReport'] = { own: { ...lessonsStaff(201), teacher: 201 }, foreign: lessonsStaff(201) };
expected['lessons.report'] = { own: lessonsEveryone(200), foreign: lessonsStaff(200) };
expected['lessons.toReport'] = { any: { ...lessonsStaff(200), teacher: 200 } };
/** Lesson policy and attendance (issue 37): attendance like edits (a teacher its own lessons); the policy read by all, changed by super_admin. */
expected['lessons.recordAttendance'] = {
  own: { ...lessonsStaff(200), teacher: 200 },
  foreign: lessonsStaff(200),
};
expected['lessons.policy'] = { any: lessonsEveryone(200) };
expected['lessons.updatePolicy'] = { any: statuses(401, 200, 403, 403, 403, 403) };
/** Cancellations (issue 37): the student's own family cancels; staff waive; credits for staff and the family. */
const familyOnly = (success: number): StatusRow => statuses(401, 403, 403, 403, success, success);
expected['lessons.familyCancelQuote'] = { own: familyOnly(200), foreign: familyOnly(403) };
expected['lessons.familyCancel'] = { own: familyOnly(200), foreign: familyOnly(403) };
expected['lessons.waiveCharge'] = { own: lessonsStaff(200), foreign: lessonsStaff(200) };
expected['lessons.makeUpCredits'] = {
  own: statuses(401, 200, 200, 403, 200, 200),
  foreign: lessonsStaff(200),
};

/**
 * Invoices (docs/architecture.md#permissions): super_admin generates, edits, sends, marks paid and
 * deletes, and alone sees the settings and the lesson picker; admin reads the
 * lists, the stats and any invoice (and its PDF); teachers see no invoices;
 * families (user and parent) read their own list and their children's
 * invoices once sent, and get 404 for anything else, so other families' ids
 * reveal nothing. Variants: `own` is an invoice (for generation: a student) of
 * the caller's side as for lessons (familyA's child, or the parent's child
 * childB1), `foreign` the other family's; `ownDraft` the caller's child's
 * invoice still in draft.
 */
const billingOnly = (success: number): StatusRow => ({ ...lessonsStaff(success), admin: 403 });
const invoiceStaff = lessonsStaff;
const familiesOnly: StatusRow = statuses(401, 403, 403, 403, 200, 200);
const invoiceViewOwn: StatusRow = { ...invoiceStaff(200), user: 200, parent: 200 };
const invoiceViewOther: StatusRow = { ...invoiceStaff(200), user: 404, parent: 404 };
expected['invoices.generate'] = { own: billingOnly(201), foreign: billingOnly(201) };
expected['invoices.list'] = { any: invoiceStaff(200) };
expected['invoices.family'] = { any: familiesOnly };
expected['invoices.stats'] = { any: invoiceStaff(200) };
// A family's statement (issue 36): a family its own, staff any family; another family's, or staff's own
// account (no family), is not found, as another family's invoice is; teachers none.
for (const id of ['invoices.familyStatement', 'invoices.familyStatementPdf', 'invoices.familyCredit']) {
  expected[id] = {
    own: statuses(401, 404, 404, 403, 200, 200),
    family: statuses(401, 200, 200, 403, 404, 404),
  };
}
expected['invoices.settings'] = { any: billingOnly(200) };
// The first day's checklist (issue 38): the super_admin's home alone.
expected['invoices.gettingStarted'] = { any: statuses(401, 200, 403, 403, 403, 403) };
expected['invoices.dismissGettingStarted'] = { any: statuses(401, 200, 403, 403, 403, 403) };
expected['invoices.updateSettings'] = { any: billingOnly(200) };
for (const id of ['invoices.get', 'invoices.export']) {
  expected[id] = { own: invoiceViewOwn, foreign: invoiceViewOther, ownDraft: invoiceViewOther };
}
for (const id of [
  'invoices.update',
  'invoices.delete',
  'invoices.changeStatus',
  'invoices.updateRate',
  'invoices.removeItem',
  'invoices.availableLessons',
  'invoices.addItem',
]) {
  expected[id] = { own: billingOnly(200), foreign: billingOnly(200) };
}
// Voiding (issue 36): super_admin's alone, like every other change of an invoice.
expected['invoices.void'] = { own: billingOnly(200), foreign: billingOnly(200) };
expected['invoices.recordPayment'] = { own: billingOnly(201), foreign: billingOnly(201) };
// Applying a family's credit (issue 36): super_admin's alone; the matrix's families hold none, so it passes and is refused (409).
expected['invoices.applyCredit'] = { own: billingOnly(409), foreign: billingOnly(409) };
// Credit notes (issue 36): issued by super_admin alone; read by staff and by the family credited.
expected['invoices.issueCreditNote'] = { own: billingOnly(201), foreign: billingOnly(201) };
for (const id of ['invoices.creditNote', 'invoices.creditNoteExport']) {
  expected[id] = { own: invoiceViewOwn, foreign: invoiceViewOther };
}
// Paying back a credit note's credit (in the payments function, for Stripe): super_admin's alone.
expected['payments.creditNoteRefund'] = { own: billingOnly(201), foreign: billingOnly(201) };
// A family lists its own whatever parentId it names; staff the family named.
expected['invoices.creditNotes'] = { any: invoiceViewOwn };
expected['invoices.removePayment'] = { own: billingOnly(200), foreign: billingOnly(200) };
expected['invoices.schoolProfile'] = { any: billingOnly(200) };
expected['invoices.updateSchoolProfile'] = { any: billingOnly(200) };
// The privacy page's contact: public, the same to everyone.
expected['invoices.privacyContact'] = { any: everyone(200) };
expected['invoices.exportCsv'] = { any: invoiceStaff(200) };
expected['invoices.exportPaymentsCsv'] = { any: invoiceStaff(200) };
expected['invoices.exportXeroCsv'] = { any: invoiceStaff(200) };
expected['invoices.exportCreditNotesCsv'] = { any: invoiceStaff(200) };
// The invoice detail shows the logo to everyone who may open an invoice; changing it is billing's.
expected['invoices.schoolLogo'] = { any: { ...invoiceStaff(200), user: 200, parent: 200 } };
expected['invoices.uploadSchoolLogo'] = { any: billingOnly(200) };
expected['invoices.removeSchoolLogo'] = { any: billingOnly(200) };
for (const id of ['invoices.generateAll', 'invoices.sendDrafts']) expected[id] = { any: billingOnly(202) };

/**
 * Online payment (issue 35): staff read the settings, super_admin alone saves
 * them; everyone who may see invoices reads how to pay. The matrix's school
 * has no Stripe keys, so a checkout everyone may ask for is refused as
 * "online payment is not set up" (400), except that a family asking for
 * another family's invoice learns only that it is not found (404). Stripe's
 * webhook is public; without a valid signature it is 400 for anyone.
 */
expected['payments.settings'] = { any: invoiceStaff(200) };
expected['payments.updateSettings'] = { any: billingOnly(200) };
expected['payments.options'] = { any: invoiceViewOwn };
expected['payments.checkout'] = {
  own: { ...invoiceStaff(400), user: 400, parent: 400 },
  foreign: { ...invoiceStaff(400), user: 404, parent: 404 },
};
expected['payments.stripeWebhook'] = { any: everyone(400) };
for (const id of ['invoices.generateAllStatus', 'invoices.sendDraftsStatus'])
  expected[id] = { any: billingOnly(200) };

type LessonSide = 'own' | 'foreign';
/** One pending lesson per pair, edited (notes only) by the update cells. */
const matrixLessons = { a: '', b: '' };
let lessonSlots = 0;
let seriesStarts = 0;
let reportLessons = 0;
/** A one-hour slot no other cell uses (2030, one hour after another). */
const freshSlot = () =>
  new Date(Date.parse('2030-01-01T00:00:00Z') + lessonSlots++ * 3_600_000).toISOString();

function lessonPair(side: LessonSide, principal: PrincipalName): 'a' | 'b' {
  return (side === 'own') === (principal !== 'parent') ? 'a' : 'b';
}

function lessonParties(side: LessonSide, principal: PrincipalName) {
  return lessonPair(side, principal) === 'a'
    ? { student: school.childA1._id, teacher: school.teacherA.id }
    : { student: school.childB1._id, teacher: school.teacherB.id };
}

const freshLesson = async (side: LessonSide, principal: PrincipalName) =>
  (
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...lessonParties(side, principal),
      startTime: freshSlot(),
    })
  )._id;

let pastSlots = 0;
/** A lesson that has started (2024, an hour after another), so attendance may be recorded. */
const freshPastLesson = async (side: LessonSide, principal: PrincipalName) =>
  (
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...lessonParties(side, principal),
      startTime: new Date(Date.parse('2024-01-01T00:00:00Z') + pastSlots++ * 3_600_000).toISOString(),
    })
  )._id;

/** Two daily lessons on days no other cell uses (from 2031). */
function seriesBody(side: LessonSide, principal: PrincipalName) {
  const startDate = new Date(Date.parse('2031-01-01T12:00:00Z') + seriesStarts++ * 3 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const endDate = new Date(Date.parse(`${startDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    ...lessonParties(side, principal),
    startDate,
    endDate,
    startTime: '10:00',
    recurrencePattern: 'daily' as const,
    daysOfWeek: [],
  };
}

async function freshSeriesCell(side: LessonSide, principal: PrincipalName): Promise<CellRequest> {
  const series = await bookSeries(runtime.api, school.superAdmin.token, seriesBody(side, principal));
  return {
    params: { recurringLessonId: series.recurringLessonId },
    body: { fromLessonId: series.lessons[0]!._id },
  };
}

/** Creates (or replaces) the person's calendar feed and answers its token. */
async function feedTokenOf(person: SignedPerson): Promise<string> {
  const answer = await request(runtime.api, 'POST', '/calendar-feed', { token: person.token });
  if (answer.status !== 201)
    throw new Error(`calendar feed of ${person.email}: ${answer.status} ${answer.text}`);
  return (answer.body.data.path as string).split('/').pop()!;
}

beforeAll(async () => {
  for (const pair of ['a', 'b'] as const) {
    const principal = pair === 'a' ? 'user' : 'parent';
    matrixLessons[pair] = await freshLesson('own', principal);
  }
});

function lessonBuilders(): Record<string, Record<string, Builder>> {
  const both = (make: (side: LessonSide, principal: PrincipalName) => Promise<CellRequest>) => ({
    own: (principal: PrincipalName) => make('own', principal),
    foreign: (principal: PrincipalName) => make('foreign', principal),
  });
  return {
    'lessons.list': { any: async () => ({}) },
    'lessons.calendarSummary': {
      any: async () => ({ query: 'from=2026-03-01T00%3A00%3A00Z&to=2026-03-31T23%3A59%3A59Z' }),
    },
    'lessons.create': both(async (side, p) => ({
      body: { ...lessonParties(side, p), startTime: freshSlot() },
    })),
    'lessons.createRecurring': both(async (side, p) => ({ body: seriesBody(side, p) })),
    'lessons.update': both(async (side, p) => ({
      id: matrixLessons[lessonPair(side, p)],
      body: { notes: 'matrix', meetingLink: 'https://meet.example.com/matrix' },
    })),
    'lessons.delete': both(async (side, p) => ({ id: await freshLesson(side, p) })),
    'lessons.cancelSeries': both(freshSeriesCell),
    'lessons.deleteSeries': both(freshSeriesCell),
    'lessons.feedStatus': { any: async () => ({}) },
    'lessons.feedCreate': { any: async () => ({}) },
    'lessons.feedRevoke': { any: async () => ({}) },
    'lessons.feed': {
      own: async (p) => ({ params: { token: await feedTokenOf(callerOf(p) ?? school.familyA) } }),
      foreign: async (p) => ({
        params: { token: await feedTokenOf(p === 'super_admin' ? school.admin : school.superAdmin) },
      }),
      unknown: async () => ({ params: { token: 'A'.repeat(43) } }),
    },
    'lessons.reminderSettings': { any: async () => ({}) },
    // On, as they start: a success changes nothing.
    'lessons.updateReminderSettings': { any: async () => ({ body: { enabled: true } }) },
    'lessons.exportCsv': {
      own: async (p) => ({ query: `from=2026-01-01&to=2026-01-31&teacherId=${selfOf(p).id}` }),
      foreign: async () => ({ query: `from=2026-01-01&to=2026-01-31&teacherId=${school.teacherB.id}` }),
    },
    'lessons.teacherHours': { any: async () => ({ query: 'from=2026-01&to=2026-03' }) },
    // A report needs a lesson that has started: a fresh one in 2025 per cell.
    'lessons.writeReport': both(async (side, p) => ({
      id: (
        await bookLesson(runtime.api, school.superAdmin.token, {
          ...lessonParties(side, p),
          startTime: new Date(
            Date.parse('2025-01-06T10:00:00Z') + reportLessons++ * 86_400_000,
          ).toISOString(),
        })
      )._id,
      body: { topics: [], comment: 'matrix' },
    })),
    'lessons.report': both(async (side, p) => ({ id: matrixLessons[lessonPair(side, p)] })),
    'lessons.toReport': { any: async () => ({}) },
    'lessons.recordAttendance': both(async (side, p) => ({
      id: await freshPastLesson(side, p),
      body: { attendance: 'present' },
    })),
    'lessons.policy': { any: async () => ({}) },
    // The defaults, as a school starts: a success changes nothing.
    'lessons.updatePolicy': { any: async () => ({ body: defaultLessonPolicy }) },
    'lessons.familyCancelQuote': both(async (side, p) => ({ id: await freshLesson(side, p) })),
    'lessons.familyCancel': both(async (side, p) => ({ id: await freshLesson(side, p), body: {} })),
    'lessons.waiveCharge': both(async (side, p) => ({ id: await lateCanceledLesson(side, p) })),
    'lessons.makeUpCredits': both(async (side, p) => ({
      id: lessonParties(side, p).student,
    })),
  };
}

let lateSlots = 0;
/**
 * A lesson its family canceled late (the default policy: 24 hours' notice, the full lesson charged),
 * starting within the next day: one an hour from two hours ahead, on a day no other cell uses.
 */
async function lateCanceledLesson(side: LessonSide, principal: PrincipalName): Promise<string> {
  const nextHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  const lesson = await bookLesson(runtime.api, school.superAdmin.token, {
    ...lessonParties(side, principal),
    startTime: new Date(nextHour + (2 + lateSlots++) * 3_600_000).toISOString(),
  });
  const family = lessonPair(side, principal) === 'a' ? school.familyA : school.familyB;
  const canceled = await request(runtime.api, 'POST', `/lessons/${lesson._id}/family-cancel`, {
    token: family.token,
    body: {},
  });
  if (canceled.status !== 200) throw new Error(`late cancel: ${canceled.status} ${canceled.text}`);
  return lesson._id;
}

/** A sent and a draft invoice per pair, read (and given notes) by the cells that change nothing. */
const matrixInvoices = { a: undefined as unknown as Invoice, b: undefined as unknown as Invoice };
const matrixDrafts = { a: undefined as unknown as Invoice, b: undefined as unknown as Invoice };
let invoiceMonths = 0;

/** A month no other invoice cell bills (from January 2032), with one lesson of the pair on its 10th. */
async function freshBillableMonth(pair: 'a' | 'b') {
  const index = invoiceMonths++;
  const period = { year: 2032 + Math.floor(index / 12), month: (index % 12) + 1 };
  const parties = pair === 'a' ? lessonParties('own', 'user') : lessonParties('own', 'parent');
  await bookAt(runtime.api, school.superAdmin.token, {
    ...parties,
    date: isoDay(period.year, period.month, 10),
  });
  return { ...parties, period };
}

async function freshDraftInvoice(pair: 'a' | 'b'): Promise<Invoice> {
  const { student, period } = await freshBillableMonth(pair);
  return generateInvoice(runtime.api, school.superAdmin.token, {
    studentId: student,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
}

beforeAll(async () => {
  for (const pair of ['a', 'b'] as const) {
    const draft = await freshDraftInvoice(pair);
    matrixInvoices[pair] = await setStatus(runtime.api, school.superAdmin.token, draft._id, 'sent');
    matrixDrafts[pair] = await freshDraftInvoice(pair);
  }
});

/**
 * The invoice routes: only super_admin's cells change anything, on invoices
 * made for them alone; every other caller is refused before the request is
 * read, so it is sent against the shared invoices.
 */
/** A bulk invoice job started by super_admin for a month with nothing in it. */
async function startedJob(kind: 'generate-all' | 'send-drafts'): Promise<string> {
  const body = kind === 'generate-all' ? { month: 2, year: 2036, currency: 'GBP' } : { month: 2, year: 2036 };
  const answer = await request(runtime.api, 'POST', `/invoices/${kind}`, {
    token: school.superAdmin.token,
    body,
  });
  if (answer.status !== 202) throw new Error(`${kind}: ${answer.status} ${answer.text}`);
  return answer.body.data.jobId as string;
}

/** Previews made by super_admin; one import is applied at a time, so an apply cell waits for the one before. */
function importBuilders(): Record<string, Record<string, Builder>> {
  const files = {
    families:
      'Parent first name,Parent last name,Parent email,Child first name\r\nMat,Rix,mat@matrix.example,Kid\r\n',
    teachers: 'First name,Last name,Email\r\nMat,Teach,matt@matrix.example\r\n',
  };
  type Kind = keyof typeof files;
  const body = (kind: Kind) => ({
    kind,
    fileName: 'matrix.csv',
    content: Buffer.from(files[kind]).toString('base64'),
  });
  const previewed = async (kind: Kind) => {
    const answer = await request(runtime.api, 'POST', '/imports', {
      token: school.superAdmin.token,
      body: body(kind),
    });
    if (answer.status !== 201) throw new Error(`import preview: ${answer.status} ${answer.text}`);
    return answer.body.data.importId as string;
  };
  let lastApplied: string | undefined;
  const idle = async () => {
    for (let attempt = 0; lastApplied && attempt < 200; attempt++) {
      const answer = await request(runtime.api, 'GET', `/imports/${lastApplied}`, {
        token: school.superAdmin.token,
      });
      if (answer.body.data?.status !== 'applying') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const apply = (kind: Kind) => async () => {
    await idle();
    lastApplied = await previewed(kind);
    return { id: lastApplied, body: { sendInvitations: false } };
  };
  return {
    'students.importPreview': {
      families: async () => ({ body: body('families') }),
      teachers: async () => ({ body: body('teachers') }),
    },
    'students.importApply': { own: apply('families'), foreign: apply('teachers') },
    'students.import': {
      own: async () => ({ id: await previewed('families') }),
      foreign: async () => ({ id: await previewed('teachers') }),
    },
    'students.importTemplate': {
      families: async () => ({ query: 'kind=families' }),
      teachers: async () => ({ query: 'kind=teachers' }),
    },
  };
}

function invoiceBuilders(): Record<string, Record<string, Builder>> {
  const token = () => school.superAdmin.token;
  const shared = (side: LessonSide, p: PrincipalName) => matrixInvoices[lessonPair(side, p)];
  /** Both sides; `fresh` makes super_admin's object, `refused` the request of everyone else. */
  const both = (
    fresh: (pair: 'a' | 'b') => Promise<CellRequest>,
    refused: (invoice: Invoice) => CellRequest,
  ) => {
    const make = (side: LessonSide) => async (p: PrincipalName) =>
      p === 'super_admin' ? fresh(lessonPair(side, p)) : refused(shared(side, p));
    return { own: make('own'), foreign: make('foreign') };
  };
  const read = () => ({
    own: async (p: PrincipalName) => ({ id: shared('own', p)._id }),
    foreign: async (p: PrincipalName) => ({ id: shared('foreign', p)._id }),
    ownDraft: async (p: PrincipalName) => ({ id: matrixDrafts[lessonPair('own', p)]._id }),
  });
  return {
    'invoices.generate': both(
      async (pair) => {
        const { student, period } = await freshBillableMonth(pair);
        return { body: { studentId: student, dateRangeType: 'month', ...period, currency: 'GBP' } };
      },
      (invoice) => ({
        body: {
          studentId: invoice.student._id,
          dateRangeType: 'month',
          month: invoice.month,
          year: invoice.year,
          currency: 'AED',
        },
      }),
    ),
    // A month with nothing to bill or send: a started job changes nothing.
    'invoices.generateAll': {
      any: async () => ({ body: { dateRangeType: 'month', month: 1, year: 2036, currency: 'GBP' } }),
    },
    'invoices.generateAllStatus': {
      any: async () => ({ params: { jobId: await startedJob('generate-all') } }),
    },
    'invoices.sendDrafts': { any: async () => ({ body: { month: 1, year: 2036 } }) },
    'invoices.sendDraftsStatus': {
      any: async () => ({ params: { jobId: await startedJob('send-drafts') } }),
    },
    'invoices.list': { any: async () => ({}) },
    'invoices.family': { any: async () => ({}) },
    'invoices.stats': { any: async () => ({}) },
    'invoices.familyStatement': {
      own: async (p) => ({ id: selfOf(p).id }),
      family: async (p) => ({ id: otherFamilyOf(p).id }),
    },
    'invoices.familyStatementPdf': {
      own: async (p) => ({ id: selfOf(p).id }),
      family: async (p) => ({ id: otherFamilyOf(p).id }),
    },
    'invoices.familyCredit': {
      own: async (p) => ({ id: selfOf(p).id }),
      family: async (p) => ({ id: otherFamilyOf(p).id }),
    },
    'invoices.settings': { any: async () => ({}) },
    'invoices.gettingStarted': { any: async () => ({}) },
    'invoices.dismissGettingStarted': { any: async () => ({}) },
    'invoices.updateSettings': {
      // The settings as they are: a success changes nothing.
      any: async () => ({
        body: {
          defaultRates: { GBP: 40, AED: 200 },
          taxRates: { GBP: 0, AED: 0 },
        },
      }),
    },
    'invoices.get': read(),
    'invoices.export': read(),
    // Notes can change at any status: super_admin's cells write them on the shared invoices too.
    'invoices.update': {
      own: async (p) => ({ id: shared('own', p)._id, body: { notes: 'matrix' } }),
      foreign: async (p) => ({ id: shared('foreign', p)._id, body: { notes: 'matrix' } }),
    },
    'invoices.delete': both(
      async (pair) => ({ id: (await freshDraftInvoice(pair))._id }),
      (invoice) => ({ id: invoice._id }),
    ),
    'invoices.changeStatus': both(
      async (pair) => ({ id: (await freshDraftInvoice(pair))._id, body: { status: 'sent' } }),
      (invoice) => ({ id: invoice._id, body: { status: 'paid' } }),
    ),
    // super_admin voids a sent invoice of its own; everyone else is refused before the shared one is read.
    'invoices.void': both(
      async (pair) => ({ id: (await freshSentInvoice(pair))._id, body: { reason: 'matrix' } }),
      (invoice) => ({ id: invoice._id, body: { reason: 'matrix' } }),
    ),
    'invoices.updateRate': both(
      async (pair) => {
        const invoice = await freshDraftInvoice(pair);
        return { params: { id: invoice._id, itemId: invoice.items[0]!._id }, body: { rate: 45 } };
      },
      (invoice) => ({ params: { id: invoice._id, itemId: invoice.items[0]!._id }, body: { rate: 45 } }),
    ),
    'invoices.removeItem': both(
      async (pair) => {
        const invoice = await freshDraftInvoice(pair);
        return { params: { id: invoice._id, itemId: invoice.items[0]!._id } };
      },
      (invoice) => ({ params: { id: invoice._id, itemId: invoice.items[0]!._id } }),
    ),
    'invoices.availableLessons': {
      own: async (p) => ({ id: shared('own', p)._id }),
      foreign: async (p) => ({ id: shared('foreign', p)._id }),
    },
    'invoices.addItem': both(
      async (pair) => {
        const invoice = await freshDraftInvoice(pair);
        const parties = pair === 'a' ? lessonParties('own', 'user') : lessonParties('own', 'parent');
        const lesson = await bookAt(runtime.api, token(), {
          ...parties,
          date: isoDay(invoice.year, invoice.month, 20),
        });
        return { id: invoice._id, body: { lessonId: lesson._id } };
      },
      (invoice) => ({ id: invoice._id, body: { lessonId: invoice.items[0]!.lessonId } }),
    ),
    'invoices.recordPayment': both(
      async (pair) => ({ id: (await freshSentInvoice(pair))._id, body: matrixPayment() }),
      (invoice) => ({ id: invoice._id, body: matrixPayment() }),
    ),
    'invoices.removePayment': both(
      async (pair) => {
        const sent = await freshSentInvoice(pair);
        const paid = await recordPayment(runtime.api, token(), sent._id, matrixPayment());
        return { params: { id: sent._id, paymentId: paid.payments[0]!._id } };
      },
      (invoice) => ({ params: { id: invoice._id, paymentId: '0123456789abcdef01234567' } }),
    ),
    'invoices.applyCredit': both(
      async (pair) => ({ id: (await freshSentInvoice(pair))._id }),
      (invoice) => ({ id: invoice._id }),
    ),
    'invoices.issueCreditNote': both(
      async (pair) => ({ id: (await freshSentInvoice(pair))._id, body: { amount: 1, reason: 'matrix' } }),
      (invoice) => ({ id: invoice._id, body: { amount: 1, reason: 'matrix' } }),
    ),
    'invoices.creditNote': {
      own: async (p) => ({ id: await matrixCreditNote(lessonPair('own', p)) }),
      foreign: async (p) => ({ id: await matrixCreditNote(lessonPair('foreign', p)) }),
    },
    'invoices.creditNoteExport': {
      own: async (p) => ({ id: await matrixCreditNote(lessonPair('own', p)) }),
      foreign: async (p) => ({ id: await matrixCreditNote(lessonPair('foreign', p)) }),
    },
    'invoices.creditNotes': { any: async () => ({ query: `parentId=${school.familyA.id}` }) },
    'invoices.schoolProfile': { any: async () => ({}) },
    // An empty profile, as a new school has.
    'invoices.updateSchoolProfile': { any: async () => ({ body: {} }) },
    'invoices.privacyContact': { any: async () => ({}) },
    'invoices.exportCsv': { any: async () => ({ query: 'from=2026-01-01&to=2026-12-31' }) },
    'invoices.exportPaymentsCsv': { any: async () => ({ query: 'from=2026-01-01&to=2026-12-31' }) },
    'invoices.exportXeroCsv': { any: async () => ({ query: 'from=2026-01-01&to=2026-12-31' }) },
    'invoices.exportCreditNotesCsv': { any: async () => ({ query: 'from=2026-01-01&to=2026-12-31' }) },
    'invoices.schoolLogo': { any: async () => ({}) },
    'invoices.uploadSchoolLogo': { any: async () => ({ body: { image: logoPng } }) },
    'invoices.removeSchoolLogo': { any: async () => ({}) },
    'payments.settings': { any: async () => ({}) },
    // Methods only: no key is saved, so online payment stays off for the checkout cells.
    'payments.updateSettings': { any: async () => ({ body: { methods: ['card'] } }) },
    'payments.options': { any: async () => ({}) },
    'payments.checkout': {
      own: async (p) => ({ body: { invoiceIds: [shared('own', p)._id] } }),
      foreign: async (p) => ({ body: { invoiceIds: [shared('foreign', p)._id] } }),
    },
    'payments.stripeWebhook': { any: async () => ({ body: {} }) },
    // super_admin pays back £1 of the credit of a credit note on a paid invoice of its own; everyone else is
    // refused before the credit note is read.
    'payments.creditNoteRefund': {
      own: async (p) => ({
        id:
          p === 'super_admin'
            ? await freshRefundableCreditNote('a')
            : await matrixCreditNote(lessonPair('own', p)),
        body: matrixPayment(),
      }),
      foreign: async (p) => ({
        id:
          p === 'super_admin'
            ? await freshRefundableCreditNote('b')
            : await matrixCreditNote(lessonPair('foreign', p)),
        body: matrixPayment(),
      }),
    },
  };
}

/** A credit note per pair, on a sent invoice of its own, made on first use. */
const matrixCreditNotes: Partial<Record<'a' | 'b', Promise<string>>> = {};
function matrixCreditNote(pair: 'a' | 'b'): Promise<string> {
  matrixCreditNotes[pair] ??= (async () => {
    const sent = await freshSentInvoice(pair);
    const answer = await request(runtime.api, 'POST', `/invoices/${sent._id}/credit-notes`, {
      token: school.superAdmin.token,
      body: { amount: 1, reason: 'matrix' },
    });
    if (answer.status !== 201) throw new Error(`credit note: ${answer.status} ${answer.text}`);
    return answer.body.data._id as string;
  })();
  return matrixCreditNotes[pair]!;
}

/** A credit note of £1 on a paid invoice of the pair: £1 of family credit to pay back. */
async function freshRefundableCreditNote(pair: 'a' | 'b'): Promise<string> {
  const sent = await freshSentInvoice(pair);
  await recordPayment(runtime.api, school.superAdmin.token, sent._id, {
    amount: sent.total,
    date: schoolToday(),
    method: 'cash',
  });
  const answer = await request(runtime.api, 'POST', `/invoices/${sent._id}/credit-notes`, {
    token: school.superAdmin.token,
    body: { amount: 1, reason: 'matrix' },
  });
  if (answer.status !== 201) throw new Error(`credit note: ${answer.status} ${answer.text}`);
  return answer.body.data._id as string;
}

/** A small cash payment today: fits the balance of any sent matrix invoice. */
const matrixPayment = () => ({ amount: 1, date: schoolToday(), method: 'cash' as const });

async function freshSentInvoice(pair: 'a' | 'b'): Promise<Invoice> {
  const draft = await freshDraftInvoice(pair);
  return setStatus(runtime.api, school.superAdmin.token, draft._id, 'sent');
}

/** What one cell sends: the `{id}` of the path (or every path parameter by name) and the body. */
interface CellRequest {
  id?: string;
  params?: Record<string, string>;
  body?: unknown;
  /** A Cookie header (the refresh cookie of `auth.refreshToken`). */
  cookie?: string;
  /** The access token to send instead of the caller's (a session made for the cell alone). */
  token?: string;
  /** A query string, without the `?` (pathOf adds it), for routes that need one. */
  query?: string;
}

type Builder = (principal: PrincipalName) => Promise<CellRequest>;

/** The signed-in account of each caller; the signed-out caller "owns" familyA's side. */
function callerOf(principal: PrincipalName): SignedPerson | undefined {
  const byPrincipal: Record<Exclude<PrincipalName, 'signedOut'>, SignedPerson> = {
    super_admin: school.superAdmin,
    admin: school.admin,
    teacher: school.teacherA,
    user: school.familyA,
    parent: school.familyB,
  };
  return principal === 'signedOut' ? undefined : byPrincipal[principal];
}

const selfOf = (principal: PrincipalName): Person => callerOf(principal) ?? school.familyA;
/** Another account of the caller's kind: the other teacher or the other family (teacherB for staff). */
function otherAccountOf(principal: PrincipalName): Person {
  if (principal === 'user') return school.familyB;
  if (principal === 'parent') return school.familyA;
  return school.teacherB;
}
const otherFamilyOf = (principal: PrincipalName): Person =>
  principal === 'user' ? school.familyB : school.familyA;
/** The caller's own student: the parent's child; familyA's child (taught by teacherA) otherwise. */
const ownStudentOf = (principal: PrincipalName) => (principal === 'parent' ? school.childB1 : school.childA1);
const foreignStudentOf = (principal: PrincipalName) =>
  principal === 'parent' ? school.childA1 : school.childB1;
const ownFamilyOf = (principal: PrincipalName) => (principal === 'parent' ? school.familyB : school.familyA);

const freshPerson = (role: 'teacher' | 'user' | 'admin') =>
  createPerson(runtime.api, school.superAdmin.token, {
    name: `Fresh ${role}`,
    email: uniqueEmail(`fresh-${role}`),
    password: 'fresh-secret',
    role,
  });

/** An account added without a password: invited, waiting for its owner to choose one. */
const freshInvited = (role: 'teacher' | 'user') =>
  createPerson(runtime.api, school.superAdmin.token, {
    name: `Invited ${role}`,
    email: uniqueEmail(`invited-${role}`),
    password: '',
    role,
  });

/** A well-formed emailed link's token that no email ever carried. */
const unsentLink = `${'0'.repeat(24)}${'A'.repeat(43)}`;

/** A new student linked to the caller (its family's child; for the teacher, assigned to it too). */
async function freshOwnStudent(principal: PrincipalName): Promise<string> {
  const student = await createStudent(runtime.api, school.superAdmin.token, {
    name: 'Fresh Own',
    parentId: ownFamilyOf(principal).id,
  });
  if (principal === 'teacher') {
    await assignStudents(runtime.api, school.superAdmin.token, school.teacherA.id, [
      school.childA1._id,
      student._id,
    ]);
  }
  return student._id;
}

async function freshForeignStudent(principal: PrincipalName): Promise<string> {
  const parentId = principal === 'parent' ? school.familyA.id : school.familyB.id;
  return (await createStudent(runtime.api, school.superAdmin.token, { name: 'Fresh Foreign', parentId }))._id;
}

/** A student and one of its allocated subjects and topics: childA1 and maths, or childB1 and science. */
function progressObject(student: { _id: string }) {
  const inMaths = student._id === school.childA1._id;
  return {
    studentId: student._id,
    subjectId: inMaths ? subjectIds.maths : subjectIds.science,
    topicId: inMaths ? topicOf.maths : topicOf.science,
  };
}

/** Builders of the progress routes that take a student: its own child or student, and a foreign one. */
function progressBuilders(make: (object: ReturnType<typeof progressObject>) => CellRequest) {
  return {
    own: async (p: PrincipalName) => make(progressObject(ownStudentOf(p))),
    foreign: async (p: PrincipalName) => make(progressObject(foreignStudentOf(p))),
  };
}

const freshSubject = () => createSubject(runtime.api, school.superAdmin.token, 'Doomed Subject');
const freshUnit = () => createUnit(runtime.api, school.superAdmin.token, scratch.subjectId, 'Doomed Unit');
const freshTopic = () =>
  createTopic(runtime.api, school.superAdmin.token, scratch.subjectId, scratch.unitId, 'Doomed Topic');

/**
 * A failed email to `recipientId`, ended as the mailer ends one SES refused (this runtime has no mail, so no
 * drain races the claim): what the System health page's Retry and Dismiss act on.
 */
async function failedEmailTo(recipientId: string): Promise<string> {
  const message: InvoiceSentEmail = {
    kind: 'invoice-sent',
    invoiceId: '0123456789abcdef01234567',
    invoiceNumber: 'INV-MATRIX',
    studentName: 'Amy A1',
    period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
    totalMinor: 1000,
    currency: 'GBP',
    dueDate: '2027-06-30',
  };
  const put = outboxMessagePut(recipientId, message);
  await writeTransaction([put]);
  const claimed = await claimOutboxMessage(put.Put.Item.id as string, 60_000);
  if (!claimed || !(await markOutboxMessageFailed(claimed, 'MessageRejected: matrix')))
    throw new Error('the matrix could not fail an email');
  return claimed.id;
}

function systemAndAuthBuilders(): Record<string, Record<string, Builder>> {
  const credentials = (p: PrincipalName) => {
    const person = callerOf(p) ?? school.familyA;
    return { email: person.email, password: person.password };
  };
  return {
    'system.health': { any: async () => ({}) },
    'system.openapi': { any: async () => ({}) },
    'system.healthPage': { any: async () => ({}) },
    'system.retryEmail': {
      own: async (p) => ({ id: await failedEmailTo(selfOf(p).id) }),
      family: async (p) => ({ id: await failedEmailTo(otherFamilyOf(p).id) }),
    },
    'system.dismissEmail': {
      own: async (p) => ({ id: await failedEmailTo(selfOf(p).id) }),
      family: async (p) => ({ id: await failedEmailTo(otherFamilyOf(p).id) }),
    },
    'auth.setupStatus': { any: async () => ({}) },
    'auth.setup': {
      any: async () => ({
        body: {
          name: 'Second Head',
          email: uniqueEmail('head'),
          password: 'secret-123',
          schoolName: 'Second School',
        },
      }),
    },
    'auth.login': { own: async (p) => ({ body: credentials(p) }) },
    'auth.register': {
      any: async () => ({
        body: { name: 'New Family', email: uniqueEmail('register'), password: 'secret-123' },
      }),
    },
    'auth.checkAccountLink': { any: async () => ({ body: { purpose: 'invitation', token: unsentLink } }) },
    'auth.acceptInvitation': { any: async () => ({ body: { token: unsentLink, password: 'secret-123' } }) },
    'auth.forgotPassword': { any: async () => ({ body: { email: uniqueEmail('forgot') } }) },
    'auth.resetPassword': { any: async () => ({ body: { token: unsentLink, password: 'secret-123' } }) },
    'auth.verifyEmail': { any: async () => ({ body: { token: unsentLink, password: 'secret-123' } }) },
    'auth.confirmEmailChange': { any: async () => ({ body: { token: unsentLink } }) },
    // A sign-in of its own, so that the caller's token, used by the other cells, stays valid.
    'auth.logout': {
      any: async (p) => {
        const person = callerOf(p);
        if (!person) return {};
        const session = await signIn(runtime.api, person.email, person.password);
        return { token: session.token, cookie: session.cookie };
      },
    },
    // Every session of the account ends: an account of the caller's role made for this cell alone.
    'auth.logoutEverywhere': {
      any: async (p) => {
        if (!callerOf(p)) return {};
        const person = await createPerson(runtime.api, school.superAdmin.token, {
          name: `Everywhere ${p}`,
          email: uniqueEmail(`everywhere-${p}`),
          password: 'everywhere-secret',
          role: p as Exclude<PrincipalName, 'signedOut'>,
        });
        return { token: (await signIn(runtime.api, person.email, person.password)).token };
      },
    },
    'auth.me': { any: async () => ({}) },
    'auth.refreshToken': {
      own: async (p) => {
        const login = await request(runtime.api, 'POST', '/auth/login', { body: credentials(p) });
        return { cookie: refreshCookieFrom(login) };
      },
      none: async () => ({}),
    },
  };
}

/** A valid request for each route and variant; destructive cells get objects made for them alone. */
function requestBuilders(): Record<string, Record<string, Builder>> {
  const details = (person: Person) => ({ name: person.name, email: person.email });
  return {
    ...systemAndAuthBuilders(),
    'users.list': { any: async () => ({}) },
    'users.myChildren': { any: async () => ({}) },
    'users.students': {
      own: async (p) => ({ id: selfOf(p).id }),
      foreign: async (p) => ({ id: otherAccountOf(p).id }),
    },
    'users.create': {
      teacher: async () => ({
        body: {
          name: 'New Teacher',
          email: uniqueEmail('new-teacher'),
          password: 'secret-123',
          role: 'teacher',
        },
      }),
      family: async () => ({
        body: { name: 'New Family', email: uniqueEmail('new-family'), password: 'secret-123', role: 'user' },
      }),
    },
    'users.update': {
      own: async (p) => ({ id: selfOf(p).id, body: details(selfOf(p)) }),
      teacher: async () => ({ id: school.teacherB.id, body: details(school.teacherB) }),
      family: async (p) => ({ id: otherFamilyOf(p).id, body: details(otherFamilyOf(p)) }),
    },
    'users.delete': {
      own: async (p) => ({ id: selfOf(p).id }),
      teacher: async () => ({ id: (await freshPerson('teacher')).id }),
      family: async () => ({ id: (await freshPerson('user')).id }),
    },
    'users.resendInvitation': {
      own: async (p) => ({ id: selfOf(p).id }),
      teacher: async () => ({ id: (await freshInvited('teacher')).id }),
      family: async () => ({ id: (await freshInvited('user')).id }),
    },
    'users.assignStudents': {
      own: async (p) => ({ id: selfOf(p).id, body: { studentIds: [school.childA1._id] } }),
      // teacherB's current set: a success changes nothing.
      foreign: async () => ({ id: school.teacherB.id, body: { studentIds: [school.childB1._id] } }),
    },
    'users.emailPreferences': { any: async () => ({}) },
    // The default of the category: a success changes nothing.
    'users.updateEmailPreferences': { any: async () => ({ body: { 'progress-digest': false } }) },
    // familyB's weekly digest, off by default: unsubscribing changes nothing either.
    'users.unsubscribe': {
      any: async () => ({ query: `token=${await unsubscribeToken(school.familyB.id, 'progress-digest')}` }),
      none: async () => ({}),
    },
    // With a token the browser is sent (303) to the web page, which this runtime does not serve.
    'users.unsubscribePage': { none: async () => ({}) },
    'students.list': { any: async () => ({}) },
    'students.create': {
      any: async () => ({ body: { name: 'New Student', grade: 'Year 4', parentId: school.familyA.id } }),
    },
    'students.update': {
      own: async (p) => ({ id: ownStudentOf(p)._id, body: { grade: ownStudentOf(p).grade } }),
      foreign: async (p) => ({ id: foreignStudentOf(p)._id, body: { grade: foreignStudentOf(p).grade } }),
    },
    'students.delete': {
      own: async (p) => ({ id: await freshOwnStudent(p) }),
      foreign: async (p) => ({ id: await freshForeignStudent(p) }),
    },
    'students.erase': {
      own: async (p) => ({ id: await freshOwnStudent(p), body: { confirm: 'Fresh Own' } }),
      foreign: async (p) => ({ id: await freshForeignStudent(p), body: { confirm: 'Fresh Foreign' } }),
    },
    'users.erase': {
      own: async (p) => ({ id: selfOf(p).id, body: { confirm: selfOf(p).name } }),
      family: async () => ({ id: (await freshPerson('user')).id, body: { confirm: 'Fresh user' } }),
    },
    'users.retentionSettings': { any: async () => ({}) },
    // The defaults, as they start: a success changes nothing.
    'users.updateRetentionSettings': { any: async () => ({ body: initialRetentionSettings }) },
    'dashboard.counters': { any: async () => ({}) },
    'dashboard.recentActivity': { any: async () => ({}) },
    'dashboard.today': { any: async () => ({}) },
    'dashboard.notifications': { any: async () => ({}) },
    'dashboard.readNotifications': { any: async () => ({ body: { all: true } }) },
    'users.export': {
      own: async (p) => ({ id: selfOf(p).id }),
      family: async (p) => ({ id: otherFamilyOf(p).id }),
    },
    'dashboard.auditLog': { any: async () => ({}) },
    'users.failedEmails': {
      own: async (p) => ({ id: selfOf(p).id }),
      teacher: async () => ({ id: school.teacherB.id }),
      family: async (p) => ({ id: otherFamilyOf(p).id }),
    },
    'curriculum.listSubjects': { any: async () => ({}) },
    'curriculum.getSubject': { any: async () => ({ params: { subjectId: scratch.subjectId } }) },
    'curriculum.createSubject': { any: async () => ({ body: { name: 'Matrix Subject' } }) },
    // Renames keep the current name: a success changes nothing the other cells rely on.
    'curriculum.updateSubject': {
      any: async () => ({ params: { subjectId: scratch.subjectId }, body: { name: 'Matrix Scratch' } }),
    },
    'curriculum.deleteSubject': { any: async () => ({ params: { subjectId: await freshSubject() } }) },
    'curriculum.createUnit': {
      any: async () => ({ params: { subjectId: scratch.subjectId }, body: { name: 'Matrix Unit Added' } }),
    },
    'curriculum.updateUnit': {
      any: async () => ({ params: { ...scratch }, body: { name: 'Matrix Unit' } }),
    },
    'curriculum.deleteUnit': {
      any: async () => ({ params: { subjectId: scratch.subjectId, unitId: await freshUnit() } }),
    },
    'curriculum.createTopic': {
      any: async () => ({ params: { ...scratch }, body: { name: 'Matrix Topic Added' } }),
    },
    'curriculum.updateTopic': {
      any: async () => ({ params: { ...scratch }, body: { name: 'Matrix Topic' } }),
    },
    'curriculum.deleteTopic': {
      any: async () => ({ params: { ...scratch, topicId: await freshTopic() } }),
    },
    'curriculum.listTemplates': { any: async () => ({}) },
    // Each call a template not imported yet, so every allowed role makes a subject (201, not 200).
    'curriculum.importTemplate': {
      any: async () => ({
        params: { templateId: matrixTemplateIds[importedTemplates++ % matrixTemplateIds.length]! },
      }),
    },
    'progress.recent': { any: async () => ({}) },
    'progress.ofStudent': progressBuilders(({ studentId }) => ({ params: { studentId } })),
    'progress.sheet': progressBuilders(({ studentId, subjectId }) => ({ params: { studentId, subjectId } })),
    'progress.topicHistory': progressBuilders(({ studentId, topicId }) => ({
      params: { studentId, topicId },
    })),
    'progress.update': progressBuilders(({ studentId, topicId }) => ({
      body: { studentId, topicId, status: 'ok', notes: 'matrix' },
    })),
    'progress.notes': progressBuilders(({ studentId, subjectId }) => ({ params: { studentId, subjectId } })),
    'progress.updateNote': progressBuilders(({ studentId, topicId }) => ({
      body: { studentId, topicId, notes: 'matrix' },
    })),
    ...lessonBuilders(),
    ...invoiceBuilders(),
    ...importBuilders(),
  };
}

/** The route's path with its parameters filled in from the cell. */
function pathOf(route: RouteDefinition, cell: CellRequest): string {
  return pathWithParams(route, cell) + (cell.query ? `?${cell.query}` : '');
}

function pathWithParams(route: RouteDefinition, cell: CellRequest): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = name === 'id' && cell.id !== undefined ? cell.id : cell.params?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${route.id}`);
    return value;
  });
}

/** Routes that act on one student (its id in the path or the body) need an own and a foreign variant. */
function actsOnOneObject(route: RouteDefinition): boolean {
  const bodyNamesStudent = route.body instanceof z.ZodObject && 'studentId' in route.body.shape;
  return route.path.includes('{id}') || route.path.includes('{studentId}') || bodyNamesStudent;
}

const routesUnderTest = allRoutes.filter((route) => domainsUnderTest.includes(route.domain));
/** Cells sent, per domain, printed after the file (the closing note's count). */
const cellsSent = new Map<Domain, number>();
const cellsExpected = () =>
  routesUnderTest.reduce(
    (sum, route) => sum + Object.keys(expected[route.id] ?? {}).length * callers.length,
    0,
  );

afterAll(() => {
  const total = [...cellsSent.values()].reduce((sum, cells) => sum + cells, 0);
  const perDomain = [...cellsSent].map(([domain, cells]) => `${domain} ${cells}`).join(', ');
  console.log(
    `authorization matrix: ${total} cells sent of ${cellsExpected()} (${routesUnderTest.length} routes × ` +
      `${callers.length} callers × object variants; ${perDomain})`,
  );
});

it('has a row for every route of the domains under test, agreeing with the route table', () => {
  // A route of these domains without rows in the table fails here, before anything is sent.
  // Every route of the whole table is under test.
  expect(routesUnderTest.map((route) => route.id).sort()).toEqual(allRoutes.map((route) => route.id).sort());
  const routeIds = routesUnderTest.map((route) => route.id);
  expect(routeIds.filter((id) => !(id in expected))).toEqual([]);
  expect(Object.keys(expected).filter((id) => !routeIds.includes(id))).toEqual([]);
  for (const domain of domainsUnderTest) {
    expect(routesUnderTest.filter((route) => route.domain === domain).length, domain).toBeGreaterThan(0);
  }
  const builders = requestBuilders();
  for (const route of routesUnderTest) {
    const variants = Object.keys(expected[route.id]!);
    if (actsOnOneObject(route)) expect(variants, route.id).toContain('own');
    if (actsOnOneObject(route)) expect(variants.length, route.id).toBeGreaterThanOrEqual(2);
    expect(Object.keys(builders[route.id] ?? {}).sort(), `builders of ${route.id}`).toEqual(
      [...variants].sort(),
    );
    // The table agrees with the route table's role list: roles it leaves out are refused before anything runs.
    for (const variant of variants) {
      const row = expected[route.id]![variant]!;
      // A public route (the calendar feed) answers strangers like anyone else.
      if (route.access !== 'public') expect(row.signedOut, `${route.id} ${variant}`).toBe(401);
      for (const role of principals.filter((name) => name !== 'signedOut')) {
        if (route.access !== 'public' && !route.access.includes(role)) {
          expect(row[role], `${route.id} ${variant} ${role}`).toBe(403);
        }
      }
    }
  }
});

it.each(domainsUnderTest)(
  'answers every %s route with the expected status for every caller and object',
  async (domain) => {
    const routes = routesUnderTest.filter((route) => route.domain === domain);
    const builders = requestBuilders();
    const mismatches: string[] = [];
    let cells = 0;
    for (const route of routes) {
      for (const [variant, row] of Object.entries(expected[route.id]!)) {
        const build = builders[route.id]?.[variant];
        if (!build) throw new Error(`No request builder for ${route.id} / ${variant}`);
        for (const caller of callers) {
          // A stale token is worth nothing: the cell is the signed-out caller's, sent with that token.
          const principal = isStale(caller) ? 'signedOut' : caller;
          const cell = await build(principal);
          const answer = await request(runtime.api, route.method, pathOf(route, cell), {
            token: isStale(caller) ? staleTokens[caller] : (cell.token ?? callerOf(principal)?.token),
            body: cell.body,
            cookie: cell.cookie,
          });
          cells += 1;
          if (answer.status !== row[principal]) {
            mismatches.push(
              `${route.id} [${variant}] as ${caller}: expected ${row[principal]}, got ${answer.status} ${answer.text.slice(0, 200)}`,
            );
          }
        }
      }
    }
    cellsSent.set(domain, cells);
    expect(mismatches).toEqual([]);
    expect(cells).toBe(
      routes.reduce((sum, route) => sum + Object.keys(expected[route.id]!).length * callers.length, 0),
    );
    expect(cells).toBeGreaterThan(0);
  },
  180_000,
);
