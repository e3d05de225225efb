import { CalendarDays, Mail, ShieldCheck } from 'lucide-react';
import { roleLabels } from '../../../../shared/roles';
import { useSession } from '../../app/session-context';
import { gettingStartedStepsFor } from './getting-started-steps';
import { greetingFor } from './greeting';

const memberSinceFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The dashboard's index page: a greeting, the role, and what this role can do today. */
export function DashboardHome() {
  const { user } = useSession();
  if (!user) return null;

  const steps = gettingStartedStepsFor(user, window.location.origin);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <div className="space-y-6">
      <title>Dashboard · School Progress</title>
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
                Member since {memberSinceFormat.format(new Date(user.createdAt))}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section
        id="getting-started"
        aria-labelledby="getting-started-title"
        className="scroll-mt-20 rounded-card border border-slate-200 bg-white shadow-card"
      >
        <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id="getting-started-title" className="text-lg font-semibold text-slate-900">
            Getting started
          </h2>
        </div>
        <ol className="divide-y divide-slate-100">
          {steps.map(({ title, icon: Icon, body }) => (
            <li key={title} className="flex gap-4 px-5 py-5 sm:px-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <div className="text-sm leading-relaxed text-slate-600">{body}</div>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
