import type { ComponentType } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import type { ScreenId } from '../screens';

/** A page's component, loaded when the screen is first opened (each its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

/** The landing page ships in the first bundle because most visits start there. */
export type ScreenPage = PageLoader | { firstBundle: ComponentType };

/**
 * Each screen's page, by its id in screens.ts. The pages live here, in app/,
 * and not in the screen table, because features import that table for paths:
 * the table naming the pages would put every page in a loop with itself.
 * TypeScript refuses a screen without its page, and a page without a screen.
 */
export const screenPages: Record<ScreenId, ScreenPage> = {
  home: { firstBundle: LandingPage },
  login: async () => (await import('../features/auth/login-page')).LoginPage,
  register: async () => (await import('../features/auth/register-page')).RegisterPage,
  forgotPassword: async () => (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
  resetPassword: async () => (await import('../features/auth/link-password-page')).ResetPasswordPage,
  invite: async () => (await import('../features/auth/link-password-page')).InvitePage,
  verifyEmail: async () => (await import('../features/auth/verify-email-page')).VerifyEmailPage,
  setup: async () => (await import('../features/auth/setup-page')).SetupPage,
  dashboard: async () => (await import('../features/dashboard/dashboard-home')).DashboardHome,
  studentProgress: async () => (await import('./student-progress-screen')).StudentProgressScreen,
  lessonBooking: async () => (await import('../features/lessons/lesson-booking-page')).LessonBookingPage,
  familyInvoices: async () =>
    (await import('../features/invoices/family/family-invoices-page')).FamilyInvoicesPage,
  invoiceDetail: async () =>
    (await import('../features/invoices/detail/invoice-detail-page')).InvoiceDetailPage,
  invoiceManagement: async () =>
    (await import('../features/invoices/management/invoice-management-page')).InvoiceManagementPage,
  invoiceAnalytics: async () =>
    (await import('../features/invoices/analytics/invoice-analytics-page')).InvoiceAnalyticsPage,
  studentManagement: async () =>
    (await import('../features/people/student-management-page')).StudentManagementPage,
  subjectManagement: async () =>
    (await import('../features/subjects/subject-management-page')).SubjectManagementPage,
  teacherManagement: async () =>
    (await import('../features/people/teacher-management-page')).TeacherManagementPage,
  userManagement: async () => (await import('../features/people/user-management-page')).UserManagementPage,
  emailPreferences: async () =>
    (await import('../features/account/email-preferences-page')).EmailPreferencesPage,
  privacy: async () => (await import('../features/privacy/privacy-page')).PrivacyPage,
  unsubscribe: async () => (await import('../features/account/unsubscribe-page')).UnsubscribePage,
  schoolProfile: async () =>
    (await import('../features/invoices/school-profile/school-profile-page')).SchoolProfilePage,
  teacherHours: async () => (await import('../features/teacher-hours/teacher-hours-page')).TeacherHoursPage,
  auditLog: async () => (await import('../features/audit-log/audit-log-page')).AuditLogPage,
};
