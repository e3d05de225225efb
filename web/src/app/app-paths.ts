/** The web app's own screens (spec §2). API paths live only in the shared route table. */
export const appPaths = {
  home: '/',
  login: '/login',
  register: '/register',
  setup: '/setup',
  dashboard: '/dashboard',
  studentManagement: '/dashboard/student-management',
  userManagement: '/dashboard/user-management',
  teacherManagement: '/dashboard/teacher-management',
  studentProgress: '/dashboard/student-progress',
  subjectManagement: '/dashboard/subject-management',
  lessonBooking: '/dashboard/lesson-booking',
  familyInvoices: '/dashboard/invoices',
  invoiceManagement: '/dashboard/invoice-management',
  invoiceAnalytics: '/dashboard/invoice-analytics',
} as const;

/** Query parameter that carries the page to return to after signing in. */
export const nextParam = 'next';

/** `/login`, or `/login?next=…` so that signing in comes back to where the visitor was going. */
/** An invoice's own page, for staff and families alike. */
export function invoicePath(invoiceId: string): string {
  return `${appPaths.familyInvoices}/${encodeURIComponent(invoiceId)}`;
}

export function loginPathFor(next?: string | null): string {
  if (!next) return appPaths.login;
  return `${appPaths.login}?${new URLSearchParams({ [nextParam]: next }).toString()}`;
}
