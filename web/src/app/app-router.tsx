import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { LandingPage } from '../features/landing/landing-page';
import { HomeLayout } from './home-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';

/**
 * Every screen of the app (spec §2). The landing page ships in the first
 * bundle because most visits start there; every other screen is its own
 * chunk, loaded when first visited. A guarded page nests inside
 * `<RequireAuth roles={…}>` with the roles of the spec's route table.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageSpinner,
      children: [
        {
          Component: HomeLayout,
          children: [
            { index: true, Component: LandingPage },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          lazy: async () => ({ Component: (await import('../features/auth/auth-layout')).AuthLayout }),
          children: [
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
            },
            {
              path: 'register',
              lazy: async () => ({
                Component: (await import('../features/auth/register-page')).RegisterPage,
              }),
            },
            {
              path: 'setup',
              lazy: async () => ({ Component: (await import('../features/auth/setup-page')).SetupPage }),
            },
          ],
        },
        {
          path: 'dashboard',
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({
                Component: (await import('../features/dashboard/dashboard-layout')).DashboardLayout,
              }),
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('../features/dashboard/dashboard-home')).DashboardHome,
                  }),
                },
                {
                  path: 'student-progress',
                  element: <RequireAuth roles={['super_admin', 'admin', 'user', 'parent', 'teacher']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/progress/student-progress-page'))
                          .StudentProgressPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'lesson-booking',
                  element: <RequireAuth roles={['super_admin', 'admin', 'user', 'parent', 'teacher']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/lessons/lesson-booking-page'))
                          .LessonBookingPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'subject-management',
                  element: <RequireAuth roles={['super_admin', 'admin']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/subjects/subject-management-page'))
                          .SubjectManagementPage,
                      }),
                    },
                  ],
                },
                {
                  element: <RequireAuth roles={['super_admin', 'admin']} />,
                  children: [
                    {
                      path: 'student-management',
                      lazy: async () => ({
                        Component: (await import('../features/people/student-management-page'))
                          .StudentManagementPage,
                      }),
                    },
                    {
                      path: 'teacher-management',
                      lazy: async () => ({
                        Component: (await import('../features/people/teacher-management-page'))
                          .TeacherManagementPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'invoices',
                  element: <RequireAuth roles={['user', 'parent']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/invoices/family/family-invoices-page'))
                          .FamilyInvoicesPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'invoices/:invoiceId',
                  element: <RequireAuth roles={['super_admin', 'admin', 'user', 'parent']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/invoices/detail/invoice-detail-page'))
                          .InvoiceDetailPage,
                      }),
                    },
                  ],
                },
                {
                  // Spec §1: open to admin by route; the page itself sends anyone but super_admin to /dashboard.
                  path: 'invoice-management',
                  element: <RequireAuth roles={['super_admin', 'admin']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/invoices/management/invoice-management-page'))
                          .InvoiceManagementPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'invoice-analytics',
                  element: <RequireAuth roles={['super_admin', 'admin']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/invoices/analytics/invoice-analytics-page'))
                          .InvoiceAnalyticsPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'user-management',
                  element: <RequireAuth roles={['super_admin']} />,
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../features/people/user-management-page'))
                          .UserManagementPage,
                      }),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
