import { CalendarDays, Mail, ShieldCheck } from 'lucide-react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { format } from 'date-fns/format';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { familyRoles, roleLabels } from '../../../../shared/roles';
import { useSession } from '../../api/session-context';
import { DashboardStatCards } from './dashboard-stat-cards';
import { greetingFor } from './greeting';
import { QuickActionsPanel } from './quick-actions-panel';
import { RecentActivityList } from './recent-activity-list';
import { PageTitle } from '../../components/page-title';
import { usePainted } from '../../components/use-painted';
import { useOverviewSettled, type OverviewKind } from './home-overview-api';
import { dashboardCountersQuery, recentActivityQuery } from './dashboard-api';
// A family's and a teacher's panels ship with the page (issue 18): loaded on demand they were a second
// round of requests and a second drawing after the page had drawn, on the phone where families open it.
// Staff download them too (a few KB gzip, mostly the lesson-time formatting) and never draw them.
import { FamilyOverview } from './family-overview';
import { TeacherOverview } from './teacher-overview';
import { LessonsToReportPanel } from './lessons-to-report-panel';

/** Only the super_admin's home has these, so nobody else downloads them. */
const OwnerDayPanel = lazy(async () => ({
  default: (await import('./owner-day-panel')).OwnerDayPanel,
}));
const GettingStartedChecklist = lazy(async () => ({
  default: (await import('./getting-started-checklist')).GettingStartedChecklist,
}));

/**
 * '4 February 2026', as the browser's en-GB dates say it, but with date-fns: the greeting is drawn with
 * the page, before the formatting worker has loaded the browser's formatting data (made-on-first-use.ts).
 */
const memberSinceText = (createdAt: string) => format(new Date(createdAt), 'd MMMM yyyy');

/**
 * What follows the overview, drawn once the overview's reads have answered
 * and its cards are painted: it grows by as many cards as the family has
 * children, which would push this down under the reader's eyes (Lighthouse's
 * layout shift on a phone). Its own reads start once the page has painted,
 * in a task after the overview's: started with them, the seven reads were
 * one task of 30 to 45 ms on the family's home (issue 18). Drawing it waits,
 * so that a phone draws and lays out each part in a task of its own. A
 * component of its own so that the answers draw it alone.
 */
function AfterOverview({ kind, children }: { kind: OverviewKind; children: ReactNode }) {
  const painted = usePainted();
  return painted ? <AfterOverviewOnceSettled kind={kind}>{children}</AfterOverviewOnceSettled> : null;
}

function AfterOverviewOnceSettled({ kind, children }: { kind: OverviewKind; children: ReactNode }) {
  usePrefetchQuery(dashboardCountersQuery);
  usePrefetchQuery(recentActivityQuery);
  const settled = useOverviewSettled(kind);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Effects run once the frame is painted.
    if (settled) setShown(true);
  }, [settled]);
  return shown ? <div className="space-y-6">{children}</div> : null;
}

/**
 * The dashboard's index page (docs/architecture.md#screens): a greeting with the role, the stat
 * cards, the recent activity list and the role's quick actions; a family's
 * children and a teacher's lessons first (issue 18).
 */
export function DashboardHome() {
  const { user } = useSession();
  if (!user) return null;
  const overview: OverviewKind = familyRoles.includes(user.role)
    ? 'family'
    : user.role === 'teacher'
      ? 'teacher'
      : null;

  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <div className="space-y-6">
      <PageTitle>Dashboard · School Progress</PageTitle>
      <section
        aria-labelledby="greeting"
        className="overflow-hidden rounded-card bg-gradient-to-br from-brand-800 to-brand-950 text-white shadow-card"
      >
        <div className="px-5 py-6 sm:px-8 sm:py-8">
          <p className="text-sm font-medium text-brand-200">Dashboard</p>
          <h1 id="greeting" className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {greetingFor(new Date())}, {firstName}
          </h1>
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-3 text-sm">
            <div className="flex items-center gap-2">
              <dt>
                <ShieldCheck aria-hidden="true" className="size-4 text-brand-300" />
                <span className="sr-only">Role</span>
              </dt>
              <dd>
                <span className="rounded-full bg-white/15 px-2.5 py-1 font-semibold" data-testid="role-label">
                  {roleLabels[user.role]}
                </span>
              </dd>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <dt>
                <Mail aria-hidden="true" className="size-4 text-brand-300" />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="min-w-0 truncate text-brand-100">{user.email}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="size-4 text-brand-300" />
                <span className="sr-only">Member since</span>
              </dt>
              <dd className="text-brand-100">
                {/* Said once: a screen reader reads the term above, then the date. */}
                <span aria-hidden="true">Member since </span>
                {memberSinceText(user.createdAt)}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      {user.role === 'super_admin' ? (
        <Suspense fallback={null}>
          {/* Issue 40: what needs doing today comes first on the owner's home. */}
          <OwnerDayPanel />
          <GettingStartedChecklist />
        </Suspense>
      ) : null}

      {/* What a family or a teacher opens the app for comes first, above the counts. */}
      {overview === 'family' ? <FamilyOverview /> : null}
      {overview === 'teacher' ? <TeacherOverview /> : null}
      {/* Issue 37: what the teacher still owes families (docs/lesson-reports.md). */}
      {overview === 'teacher' ? <LessonsToReportPanel staff={false} /> : null}

      <AfterOverview kind={overview}>
        {user.role === 'super_admin' || user.role === 'admin' ? <LessonsToReportPanel staff /> : null}
        <DashboardStatCards role={user.role} />

        {/* Quick actions come first on a phone; on a desktop they sit to the right of the activity. */}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:order-last">
            <QuickActionsPanel role={user.role} origin={window.location.origin} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <RecentActivityList />
          </div>
        </div>
      </AfterOverview>
    </div>
  );
}
