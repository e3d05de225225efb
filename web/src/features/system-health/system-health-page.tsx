import type { ReactNode } from 'react';
import type { SystemHealth } from '../../../../shared/schemas/system-health-schemas';
import { Badge } from '../../components/badge';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { FailedEmailsSection } from './failed-emails-section';
import { useSystemHealth } from './system-health-api';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Section({ title, children }: { title: string; children: ReactNode }) {
  // aria-labelledby takes a list of ids separated by spaces: the id must have none ("Dead letters").
  const headingId = `health-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-card border border-slate-200 bg-white p-4 shadow-card"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function JobsList({ jobs }: { jobs: SystemHealth['jobs'] }) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {jobs.map((job) => (
        <li key={job.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="font-medium text-slate-900">{job.name}</span>
          <span className="flex flex-wrap items-center gap-2 text-slate-700">
            {job.lastRunAt ? when(job.lastRunAt) : 'No run recorded yet'}
            {job.outcome === 'succeeded' ? <Badge tone="green">Succeeded</Badge> : null}
            {job.outcome === 'failed' ? <Badge tone="amber">Failed</Badge> : null}
            {job.stale ? <Badge tone="amber">Overdue</Badge> : null}
          </span>
          {job.error ? <span className="w-full text-slate-600">{job.error}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function HealthSections({ health }: { health: SystemHealth }) {
  const { emails, deadLetters, emailIdentity, alarms } = health;
  return (
    <div className="space-y-4">
      <Section title="Emails">
        <p className="text-sm text-slate-700">
          {emails.pending}
          {emails.pendingCapped ? '+' : ''} waiting to be sent
        </p>
        <FailedEmailsSection failed={emails.failed} more={emails.failedNextCursor !== undefined} />
      </Section>
      <Section title="Dead letters">
        {health.deadLettersAvailable ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {deadLetters.map((queue) => (
              <li key={queue.queue} className="flex justify-between gap-2 py-2">
                <span className="text-slate-900">{queue.queue}</span>
                {queue.count > 0 ? <Badge tone="amber">{queue.count}</Badge> : <span>0</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{health.deadLettersNote ?? 'Not available here'}</p>
        )}
      </Section>
      <Section title="Scheduled jobs">
        <JobsList jobs={health.jobs} />
      </Section>
      <Section title="Email identity">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="break-all">{emailIdentity.identity ?? 'None configured'}</span>
          <Badge tone={emailIdentity.verified ? 'green' : 'amber'}>{emailIdentity.status}</Badge>
        </p>
      </Section>
      <Section title="Alarms">
        {alarms.firing.length > 0 ? (
          <ul className="text-sm">
            {alarms.firing.map((alarm) => (
              <li key={alarm.name} className="py-1">
                <span className="font-medium">{alarm.name}</span> since {when(alarm.since)}: {alarm.reason}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            {alarms.available ? 'No alarm is firing.' : (alarms.note ?? 'Not available here')}
          </p>
        )}
      </Section>
    </div>
  );
}

/**
 * The super_admin's System health page (docs/operations.md#system-health-page): failed emails to retry or
 * dismiss, dead letters, the scheduled jobs' last runs, the email identity and the alarms firing.
 */
export function SystemHealthPage() {
  const health = useSystemHealth();
  return (
    <div className="space-y-6">
      <PageTitle>System health · School Progress</PageTitle>
      <PageHeader
        title="System health"
        description="What needs attention: failed emails, dead letters, scheduled jobs, email sending and alarms."
      />
      {health.isError ? (
        <RetryAlert
          message="Failed to load the system's health"
          onRetry={() => void health.refetch()}
          retrying={health.isFetching}
        />
      ) : health.data ? (
        <HealthSections health={health.data} />
      ) : (
        <div className="flex min-h-40 items-center justify-center text-brand-700">
          <Spinner size="lg" label="Loading the system's health" />
        </div>
      )}
    </div>
  );
}
