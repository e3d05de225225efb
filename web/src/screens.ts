import { emailPreferencesScreenPath, unsubscribeScreenPath } from '../../shared/messages/email-preferences';
import { roles as everyRole, type Role } from '../../shared/roles';
import type { RouteId } from '../../shared/routes/route-table';

/*
 * Every screen of the app (docs/architecture.md#screens), one entry each. The router, the route
 * guard, the sidebar, the dashboard's quick actions and the path helpers
 * below are all read from this table, and its page is loaded from the file
 * the entry names (app/screen-pages.ts). A new screen is its page and one
 * entry here.
 *
 * Features import this file for paths and quick actions, so it imports no
 * page and no feature (a page that reads paths here would otherwise import
 * itself in a loop): pages are named by file, and icons by name (the sidebar
 * and the quick actions hold the pictures, in their own chunks).
 */

/** The public home page and the 404 share a simple layout; sign-in screens a brand panel; the rest the dashboard's. */
export type ScreenLayout = 'home' | 'auth' | 'dashboard';

/** The sidebar's pictures (app/dashboard-shell/nav-icons.ts). */
export type NavIcon =
  | 'layout-dashboard'
  | 'trending-up'
  | 'calendar-days'
  | 'receipt-text'
  | 'file-text'
  | 'graduation-cap'
  | 'book-open'
  | 'users-round'
  | 'user-cog'
  | 'clock'
  | 'scroll-text'
  | 'activity'
  | 'settings';

/** The quick actions' pictures (features/dashboard/quick-action-icons.ts). */
export type QuickActionIcon =
  | 'user-plus'
  | 'book-open'
  | 'user-cog'
  | 'users-round'
  | 'chart-pie'
  | 'receipt-text'
  | 'chart-no-axes-column';

/**
 * A page by its file under web/src, without the extension, and the component
 * it exports: `features/auth/login-page#LoginPage`. Pages are the files
 * named `*-page.tsx` under features/, or `*-screen.tsx` in app/ when they
 * compose several features (screens.test.ts checks every reference).
 */
export type PageReference = `${'features' | 'app'}/${string}#${string}`;

export interface ScreenDefinition {
  path: string;
  /** Its own chunk, loaded when the screen is first opened; the landing page's `firstBundle` ships in the entry. */
  page: PageReference;
  firstBundle?: true;
  layout: ScreenLayout;
  /**
   * Who may open it (docs/architecture.md#permissions): the route guard, the sidebar and the quick actions
   * all obey this.
   */
  roles: 'public' | readonly Role[];
  /**
   * The API reads the page makes to show itself, for every one of its roles:
   * a test checks the route table lets each of those roles make them.
   */
  loads: readonly RouteId[];
  /**
   * Its sidebar item; `exact`: active only on this path, not on the pages below it; `roles`: only these of the
   * screen's roles see the item (the others reach the screen from elsewhere).
   */
  nav?: { label: string; icon: NavIcon; exact?: boolean; roles?: readonly Role[] };
  /** Its shortcut on the dashboard home; `rank` orders them, lowest first. */
  quickAction?: { label: string; description: string; icon: QuickActionIcon; rank: number; search?: string };
}

const staff: readonly Role[] = ['super_admin', 'admin'];
const families: readonly Role[] = ['user', 'parent'];

/** `?action=add` opens Student Management with the add form open (the dashboard's Add Student). */
export const addStudentParam = { name: 'action', value: 'add' } as const;

/** In sidebar order. */
const screenTable = {
  home: {
    path: '/',
    page: 'features/landing/landing-page#LandingPage',
    // Most visits start here: its page ships in the first bundle.
    firstBundle: true,
    layout: 'home',
    roles: 'public',
    loads: ['auth.setupStatus'],
  },
  login: {
    path: '/login',
    page: 'features/auth/login-page#LoginPage',
    layout: 'auth',
    roles: 'public',
    loads: [],
  },
  register: {
    path: '/register',
    page: 'features/auth/register-page#RegisterPage',
    layout: 'auth',
    roles: 'public',
    loads: [],
  },
  forgotPassword: {
    path: '/forgot-password',
    page: 'features/auth/forgot-password-page#ForgotPasswordPage',
    layout: 'auth',
    roles: 'public',
    loads: [],
  },
  resetPassword: {
    path: '/reset-password/:token',
    page: 'features/auth/link-password-page#ResetPasswordPage',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.checkAccountLink'],
  },
  invite: {
    path: '/invite/:token',
    page: 'features/auth/link-password-page#InvitePage',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.checkAccountLink'],
  },
  verifyEmail: {
    path: '/verify-email/:token',
    page: 'features/auth/verify-email-page#VerifyEmailPage',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.checkAccountLink'],
  },
  confirmEmailChange: {
    path: '/confirm-email/:token',
    page: 'features/auth/confirm-email-change-page#ConfirmEmailChangePage',
    layout: 'auth',
    roles: 'public',
    loads: [],
  },
  setup: {
    path: '/setup',
    page: 'features/auth/setup-page#SetupPage',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.setupStatus'],
  },
  dashboard: {
    path: '/dashboard',
    page: 'features/dashboard/dashboard-home-page#DashboardHome',
    layout: 'dashboard',
    roles: everyRole,
    loads: ['dashboard.counters', 'dashboard.recentActivity'],
    nav: { label: 'Dashboard', icon: 'layout-dashboard', exact: true },
  },
  studentProgress: {
    path: '/dashboard/student-progress',
    page: 'app/student-progress-screen#StudentProgressScreen',
    layout: 'dashboard',
    roles: everyRole,
    loads: [
      'students.list',
      'curriculum.listSubjects',
      'curriculum.getSubject',
      'progress.sheet',
      'progress.notes',
      'progress.ofStudent',
    ],
    nav: { label: 'Student Progress', icon: 'trending-up' },
    quickAction: {
      label: 'View Progress',
      description: 'Progress sheets by subject',
      icon: 'chart-no-axes-column',
      rank: 7,
    },
  },
  lessonBooking: {
    path: '/dashboard/lesson-booking',
    page: 'features/lessons/lesson-booking-page#LessonBookingPage',
    layout: 'dashboard',
    roles: everyRole,
    loads: ['lessons.list', 'lessons.calendarSummary'],
    nav: { label: 'Lesson Booking', icon: 'calendar-days' },
  },
  // Issue 37 (docs/lesson-reports.md): written by the lesson's teacher or staff, read by the family too.
  lessonReport: {
    path: '/dashboard/lessons/:lessonId/report',
    page: 'features/lessons/report/lesson-report-page#LessonReportPage',
    layout: 'dashboard',
    roles: everyRole,
    loads: ['lessons.report'],
  },
  familyInvoices: {
    path: '/dashboard/invoices',
    page: 'features/invoices/family/family-invoices-page#FamilyInvoicesPage',
    layout: 'dashboard',
    roles: families,
    loads: ['invoices.family', 'payments.options'],
    nav: { label: 'My Invoices', icon: 'receipt-text' },
    quickAction: {
      label: 'My Invoices',
      description: 'Invoices for your children, to view and download',
      icon: 'receipt-text',
      rank: 6,
    },
  },
  invoiceDetail: {
    path: '/dashboard/invoices/:invoiceId',
    page: 'features/invoices/detail/invoice-detail-page#InvoiceDetailPage',
    layout: 'dashboard',
    roles: [...staff, ...families],
    loads: ['invoices.get', 'payments.options'],
  },
  familyStatement: {
    path: '/dashboard/families/:familyId/statement',
    page: 'features/invoices/statement/family-statement-page#FamilyStatementPage',
    layout: 'dashboard',
    // A family its own (docs/statement.md), staff any family's; the API answers another family's with 404.
    roles: [...staff, ...families],
    loads: ['invoices.familyStatement'],
  },
  invoiceManagement: {
    path: '/dashboard/invoice-management',
    page: 'features/invoices/management/invoice-management-page#InvoiceManagementPage',
    // Open to admin by route; the page itself sends anyone but super_admin to /dashboard, so only
    // super_admin's sidebar offers it (issue 40: no entry that bounces its reader back).
    layout: 'dashboard',
    roles: staff,
    loads: ['invoices.list', 'students.list'],
    nav: { label: 'Invoice Management', icon: 'file-text', roles: ['super_admin'] },
  },
  invoiceAnalytics: {
    path: '/dashboard/invoice-analytics',
    page: 'features/invoices/analytics/invoice-analytics-page#InvoiceAnalyticsPage',
    layout: 'dashboard',
    roles: staff,
    loads: ['invoices.stats'],
    quickAction: {
      label: 'Invoice Analytics',
      description: 'Revenue, payments and overdue invoices by month',
      icon: 'chart-pie',
      rank: 5,
    },
  },
  studentManagement: {
    path: '/dashboard/student-management',
    page: 'features/people/student-management-page#StudentManagementPage',
    layout: 'dashboard',
    roles: staff,
    loads: ['students.list', 'users.list', 'curriculum.listSubjects'],
    nav: { label: 'Student Management', icon: 'graduation-cap' },
    quickAction: {
      label: 'Add Student',
      description: 'Enrol a student and link a parent',
      icon: 'user-plus',
      rank: 1,
      search: `?${addStudentParam.name}=${addStudentParam.value}`,
    },
  },
  // Issue 38: families (super_admin, admin) and teachers (super_admin) from a CSV or XLSX file.
  importSpreadsheet: {
    path: '/dashboard/import',
    page: 'features/imports/import-page#ImportPage',
    layout: 'dashboard',
    roles: staff,
    loads: [],
  },
  subjectManagement: {
    path: '/dashboard/subject-management',
    page: 'features/subjects/subject-management-page#SubjectManagementPage',
    layout: 'dashboard',
    roles: staff,
    loads: ['curriculum.listSubjects', 'curriculum.getSubject'],
    nav: { label: 'Subject Management', icon: 'book-open' },
    quickAction: {
      label: 'Manage Subjects',
      description: 'Subjects, units and topics',
      icon: 'book-open',
      rank: 2,
    },
  },
  teacherManagement: {
    path: '/dashboard/teacher-management',
    page: 'features/people/teacher-management-page#TeacherManagementPage',
    layout: 'dashboard',
    roles: staff,
    loads: ['users.list', 'users.students', 'students.list'],
    nav: { label: 'Teacher Management', icon: 'users-round' },
    quickAction: {
      label: 'Manage Teachers',
      description: 'Teachers and the students they teach',
      icon: 'users-round',
      rank: 4,
    },
  },
  userManagement: {
    path: '/dashboard/user-management',
    page: 'features/people/user-management-page#UserManagementPage',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: ['users.list'],
    nav: { label: 'User Management', icon: 'user-cog' },
    quickAction: {
      label: 'Manage Users',
      description: 'Families, admins and Super Admins',
      icon: 'user-cog',
      rank: 3,
    },
  },
  // Issue 40 (docs/account.md): the user menu's Profile, for every role: one's own record, sign-in, emails, feed.
  account: {
    path: '/dashboard/account',
    page: 'app/account-screen#AccountScreen',
    layout: 'dashboard',
    roles: everyRole,
    loads: ['users.emailPreferences', 'lessons.feedStatus'],
  },
  // Issue 15: from the user menu, for every role; and the page an email's unsubscribe link opens, signed in or not.
  emailPreferences: {
    path: emailPreferencesScreenPath,
    page: 'features/account/email-preferences-page#EmailPreferencesPage',
    layout: 'dashboard',
    roles: everyRole,
    loads: ['users.emailPreferences'],
  },
  privacy: {
    path: '/privacy',
    page: 'features/privacy/privacy-page#PrivacyPage',
    layout: 'home',
    roles: 'public',
    loads: ['invoices.privacyContact'],
  },
  unsubscribe: {
    path: unsubscribeScreenPath,
    page: 'features/account/unsubscribe-page#UnsubscribePage',
    layout: 'auth',
    roles: 'public',
    loads: [],
  },
  // Issue 40: the School profile and Payments now live in Settings; their old addresses open its sections.
  schoolProfile: {
    path: '/dashboard/school-profile',
    page: 'features/invoices/school-profile/school-profile-page#SchoolProfilePage',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: [],
  },
  // Issue 35: the school's Stripe account; super_admin changes it (in Settings), admin sees how it stands here.
  paymentSettings: {
    path: '/dashboard/payment-settings',
    page: 'features/invoices/payment-settings/payment-settings-page#PaymentSettingsPage',
    layout: 'dashboard',
    roles: staff,
    loads: ['payments.settings'],
    nav: { label: 'Payments', icon: 'receipt-text', roles: ['admin'] },
  },
  teacherHours: {
    path: '/dashboard/teacher-hours',
    page: 'features/teacher-hours/teacher-hours-page#TeacherHoursPage',
    layout: 'dashboard',
    roles: staff,
    loads: ['lessons.teacherHours'],
    nav: { label: 'Teacher Hours', icon: 'clock' },
  },
  // Issue 36: the accountant's files for one date range; downloads only, nothing is read to show the page.
  exports: {
    path: '/dashboard/exports',
    page: 'features/exports/exports-page#ExportsPage',
    layout: 'dashboard',
    roles: staff,
    loads: [],
    nav: { label: 'Exports', icon: 'file-text' },
  },
  auditLog: {
    path: '/dashboard/audit-log',
    page: 'features/audit-log/audit-log-page#AuditLogPage',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: ['dashboard.auditLog', 'users.list'],
    nav: { label: 'Audit log', icon: 'scroll-text' },
  },
  systemHealth: {
    path: '/dashboard/system-health',
    page: 'features/system-health/system-health-page#SystemHealthPage',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: ['system.healthPage'],
    nav: { label: 'System health', icon: 'activity' },
  },
  // Issue 40 (docs/settings.md): every school-wide setting in one place, a section at a time (`?section=`).
  settings: {
    path: '/dashboard/settings',
    page: 'features/invoices/settings-area/settings-page#SettingsPage',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: [
      'invoices.schoolProfile',
      'invoices.settings',
      'lessons.policy',
      'lessons.reminderSettings',
      'payments.settings',
      'users.retentionSettings',
    ],
    nav: { label: 'Settings', icon: 'settings' },
  },
} satisfies Record<string, ScreenDefinition>;

export type ScreenId = keyof typeof screenTable;

export interface Screen extends ScreenDefinition {
  id: ScreenId;
}

export const screens: readonly Screen[] = Object.entries(screenTable).map(([id, screen]) => ({
  id: id as ScreenId,
  ...(screen as ScreenDefinition),
}));

/** Each screen's path, by id. API paths live only in the shared route table. */
export const appPaths = Object.fromEntries(screens.map((screen) => [screen.id, screen.path])) as Record<
  ScreenId,
  string
>;

/** Whether a role may open a screen; a public screen admits everyone. */
export function roleMayOpen(screen: Pick<ScreenDefinition, 'roles'>, role: Role): boolean {
  return screen.roles === 'public' || screen.roles.includes(role);
}

/** Query parameter that carries the page to return to after signing in. */
export const nextParam = 'next';

/** `/login`, or `/login?next=…` so that signing in comes back to where the visitor was going. */
export function loginPathFor(next?: string | null): string {
  if (!next) return appPaths.login;
  return `${appPaths.login}?${new URLSearchParams({ [nextParam]: next }).toString()}`;
}

/** The Settings area's sections (docs/settings.md), in the order it lists them. */
export const settingsSections = ['profile', 'invoicing', 'lessons', 'payments', 'retention'] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** Query parameter naming the Settings area's open section. */
export const settingsSectionParam = 'section';

/** One section of the Settings area: where the old dialogs and pages now send people. */
export function settingsPath(section: SettingsSection): string {
  return `${appPaths.settings}?${settingsSectionParam}=${section}`;
}

/** An invoice's own page, for staff and families alike. */
export function invoicePath(invoiceId: string): string {
  return `${appPaths.familyInvoices}/${encodeURIComponent(invoiceId)}`;
}

/** A lesson's report screen (the bell and the email link to the same path, message-summaries.ts). */
export function lessonReportPath(lessonId: string): string {
  return appPaths.lessonReport.replace(':lessonId', encodeURIComponent(lessonId));
}

/** A family's statement (the family's own account id), for the family and for staff. */
export function familyStatementPath(familyId: string): string {
  return appPaths.familyStatement.replace(':familyId', encodeURIComponent(familyId));
}

export const addStudentPath = `${appPaths.studentManagement}${screenTable.studentManagement.quickAction.search}`;

/** `?makeUpFor=<student>&makeUpCredit=<credit>` opens Lesson Booking's form booking a make-up with that credit. */
export const makeUpBookingParams = { student: 'makeUpFor', credit: 'makeUpCredit' } as const;

/** Lesson Booking with the form open on a make-up lesson (issue 37, docs/lesson-policy.md#make-up-credits). */
export function makeUpBookingPath(studentId: string, creditId: string): string {
  const { student, credit } = makeUpBookingParams;
  return `${appPaths.lessonBooking}?${student}=${encodeURIComponent(studentId)}&${credit}=${encodeURIComponent(creditId)}`;
}
