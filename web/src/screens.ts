import type { ComponentType } from 'react';
import { emailPreferencesScreenPath, unsubscribeScreenPath } from '../../shared/messages/email-preferences';
import { roles as everyRole, type Role } from '../../shared/roles';
import type { RouteId } from '../../shared/routes/route-table';

/*
 * Every screen of the app (spec §2), one entry each. The router, the route
 * guard, the sidebar, the dashboard's quick actions and the path helpers
 * below are all read from this table: a new screen is its page and one entry.
 *
 * Features import this file for paths, so it stays light: pages only through
 * `() => import(…)` (each its own chunk), icons by name (the sidebar and the
 * quick actions hold the pictures, in their own chunks).
 */

/** The public home page and the 404 share a simple layout; sign-in screens a brand panel; the rest the dashboard's. */
export type ScreenLayout = 'home' | 'auth' | 'dashboard';

/** A page's component, loaded when the screen is first opened. */
export type PageLoader = () => Promise<ComponentType>;

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
  | 'scroll-text';

/** The quick actions' pictures (features/dashboard/quick-action-icons.ts). */
export type QuickActionIcon =
  | 'user-plus'
  | 'book-open'
  | 'user-cog'
  | 'users-round'
  | 'chart-pie'
  | 'receipt-text'
  | 'chart-no-axes-column';

export interface ScreenDefinition {
  path: string;
  layout: ScreenLayout;
  /** Who may open it (spec §2): the route guard, the sidebar and the quick actions all obey this. */
  roles: 'public' | readonly Role[];
  /**
   * The API reads the page makes to show itself, for every one of its roles:
   * a test checks the route table lets each of those roles make them.
   */
  loads: readonly RouteId[];
  /** Lazily loaded, or in the first bundle for the page most visits start on. */
  page: PageLoader | 'first-bundle';
  /** Its sidebar item; `exact`: active only on this path, not on the pages below it. */
  nav?: { label: string; icon: NavIcon; exact?: boolean };
  /** Its shortcut on the dashboard home; `rank` orders them, lowest first. */
  quickAction?: { label: string; description: string; icon: QuickActionIcon; rank: number; search?: string };
}

const staff: readonly Role[] = ['super_admin', 'admin'];
const families: readonly Role[] = ['user', 'parent'];

/** `?action=add` opens Student Management with the add form open (the dashboard's Add Student). */
export const addStudentParam = { name: 'action', value: 'add' } as const;

/** In sidebar order. */
const screenTable = {
  home: { path: '/', layout: 'home', roles: 'public', loads: ['auth.setupStatus'], page: 'first-bundle' },
  login: {
    path: '/login',
    layout: 'auth',
    roles: 'public',
    loads: [],
    page: async () => (await import('./features/auth/login-page')).LoginPage,
  },
  register: {
    path: '/register',
    layout: 'auth',
    roles: 'public',
    loads: [],
    page: async () => (await import('./features/auth/register-page')).RegisterPage,
  },
  forgotPassword: {
    path: '/forgot-password',
    layout: 'auth',
    roles: 'public',
    loads: [],
    page: async () => (await import('./features/auth/forgot-password-page')).ForgotPasswordPage,
  },
  resetPassword: {
    path: '/reset-password/:token',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.checkAccountLink'],
    page: async () => (await import('./features/auth/link-password-page')).ResetPasswordPage,
  },
  invite: {
    path: '/invite/:token',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.checkAccountLink'],
    page: async () => (await import('./features/auth/link-password-page')).InvitePage,
  },
  verifyEmail: {
    path: '/verify-email/:token',
    layout: 'auth',
    roles: 'public',
    loads: [],
    page: async () => (await import('./features/auth/verify-email-page')).VerifyEmailPage,
  },
  setup: {
    path: '/setup',
    layout: 'auth',
    roles: 'public',
    loads: ['auth.setupStatus'],
    page: async () => (await import('./features/auth/setup-page')).SetupPage,
  },
  dashboard: {
    path: '/dashboard',
    layout: 'dashboard',
    roles: everyRole,
    loads: ['dashboard.counters', 'dashboard.recentActivity'],
    page: async () => (await import('./features/dashboard/dashboard-home')).DashboardHome,
    nav: { label: 'Dashboard', icon: 'layout-dashboard', exact: true },
  },
  studentProgress: {
    path: '/dashboard/student-progress',
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
    page: async () => (await import('./app/student-progress-screen')).StudentProgressScreen,
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
    layout: 'dashboard',
    roles: everyRole,
    loads: ['lessons.list', 'lessons.calendarSummary'],
    page: async () => (await import('./features/lessons/lesson-booking-page')).LessonBookingPage,
    nav: { label: 'Lesson Booking', icon: 'calendar-days' },
  },
  familyInvoices: {
    path: '/dashboard/invoices',
    layout: 'dashboard',
    roles: families,
    loads: ['invoices.family'],
    page: async () => (await import('./features/invoices/family/family-invoices-page')).FamilyInvoicesPage,
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
    layout: 'dashboard',
    roles: [...staff, ...families],
    loads: ['invoices.get'],
    page: async () => (await import('./features/invoices/detail/invoice-detail-page')).InvoiceDetailPage,
  },
  invoiceManagement: {
    path: '/dashboard/invoice-management',
    // Spec §1: open to admin by route; the page itself sends anyone but super_admin to /dashboard.
    layout: 'dashboard',
    roles: staff,
    loads: ['invoices.list', 'students.list'],
    page: async () =>
      (await import('./features/invoices/management/invoice-management-page')).InvoiceManagementPage,
    nav: { label: 'Invoice Management', icon: 'file-text' },
  },
  invoiceAnalytics: {
    path: '/dashboard/invoice-analytics',
    layout: 'dashboard',
    roles: staff,
    loads: ['invoices.stats'],
    page: async () =>
      (await import('./features/invoices/analytics/invoice-analytics-page')).InvoiceAnalyticsPage,
    quickAction: {
      label: 'Invoice Analytics',
      description: 'Revenue, payments and overdue invoices by month',
      icon: 'chart-pie',
      rank: 5,
    },
  },
  studentManagement: {
    path: '/dashboard/student-management',
    layout: 'dashboard',
    roles: staff,
    loads: ['students.list', 'users.list', 'curriculum.listSubjects'],
    page: async () => (await import('./features/people/student-management-page')).StudentManagementPage,
    nav: { label: 'Student Management', icon: 'graduation-cap' },
    quickAction: {
      label: 'Add Student',
      description: 'Enrol a student and link a parent',
      icon: 'user-plus',
      rank: 1,
      search: `?${addStudentParam.name}=${addStudentParam.value}`,
    },
  },
  subjectManagement: {
    path: '/dashboard/subject-management',
    layout: 'dashboard',
    roles: staff,
    loads: ['curriculum.listSubjects', 'curriculum.getSubject'],
    page: async () => (await import('./features/subjects/subject-management-page')).SubjectManagementPage,
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
    layout: 'dashboard',
    roles: staff,
    loads: ['users.list', 'users.students', 'students.list'],
    page: async () => (await import('./features/people/teacher-management-page')).TeacherManagementPage,
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
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: ['users.list'],
    page: async () => (await import('./features/people/user-management-page')).UserManagementPage,
    nav: { label: 'User Management', icon: 'user-cog' },
    quickAction: {
      label: 'Manage Users',
      description: 'Families, admins and Super Admins',
      icon: 'user-cog',
      rank: 3,
    },
  },
  // Issue 15: from the user menu, for every role; and the page an email's unsubscribe link opens, signed in or not.
  emailPreferences: {
    path: emailPreferencesScreenPath,
    layout: 'dashboard',
    roles: everyRole,
    loads: ['users.emailPreferences'],
    page: async () => (await import('./features/account/email-preferences-page')).EmailPreferencesPage,
  },
  privacy: {
    path: '/privacy',
    layout: 'home',
    roles: 'public',
    loads: ['invoices.privacyContact'],
    page: async () => (await import('./features/privacy/privacy-page')).PrivacyPage,
  },
  unsubscribe: {
    path: unsubscribeScreenPath,
    layout: 'auth',
    roles: 'public',
    loads: [],
    page: async () => (await import('./features/account/unsubscribe-page')).UnsubscribePage,
  },
  schoolProfile: {
    path: '/dashboard/school-profile',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: ['invoices.schoolProfile', 'users.retentionSettings'],
    page: async () =>
      (await import('./features/invoices/school-profile/school-profile-page')).SchoolProfilePage,
    nav: { label: 'School Profile', icon: 'file-text' },
  },
  teacherHours: {
    path: '/dashboard/teacher-hours',
    layout: 'dashboard',
    roles: staff,
    loads: ['lessons.teacherHours'],
    page: async () => (await import('./features/teacher-hours/teacher-hours-page')).TeacherHoursPage,
    nav: { label: 'Teacher Hours', icon: 'clock' },
  },
  auditLog: {
    path: '/dashboard/audit-log',
    layout: 'dashboard',
    roles: ['super_admin'],
    loads: ['dashboard.auditLog', 'users.list'],
    page: async () => (await import('./features/audit-log/audit-log-page')).AuditLogPage,
    nav: { label: 'Audit log', icon: 'scroll-text' },
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

/** An invoice's own page, for staff and families alike. */
export function invoicePath(invoiceId: string): string {
  return `${appPaths.familyInvoices}/${encodeURIComponent(invoiceId)}`;
}

export const addStudentPath = `${appPaths.studentManagement}${screenTable.studentManagement.quickAction.search}`;
