import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The figures a school's alarms and dashboard read (infra/constructs/operations.ts,
 * docs/operations.md), written as CloudWatch's embedded metric format in the
 * function's log (Powertools Metrics): no API call, no extra permission. The
 * local runtime turns them off (POWERTOOLS_METRICS_DISABLED), so the terminal
 * shows log lines, not metric blobs.
 */
export const schoolMetricsNamespace = 'SchoolProgress';
/** Every metric here carries this `service` dimension; alarms name it to find the metric. */
export const schoolMetricsService = 'school';

export const metricNames = {
  /** One per successful run of a scheduled job, by `Job` (the heartbeat its alarm waits for). */
  jobSucceeded: 'JobSucceeded',
  /** Emails handed to SES, in all and by `Kind`. */
  emailsSent: 'EmailsSent',
  /** Emails given up on (a permanent refusal or the last attempt), in all and by `Kind`. */
  emailsFailed: 'EmailsFailed',
  /** Invoices the daily overdue sweep marked overdue in one run (0 included: the run happened). */
  invoicesMarkedOverdue: 'InvoicesMarkedOverdue',
  /** Invoices drafted, one by one or by "Generate for all". */
  invoicesGenerated: 'InvoicesGenerated',
  /** Payments recorded against invoices, by staff or through Stripe. */
  paymentsRecorded: 'PaymentsRecorded',
  /** Sign-ins refused, by `Reason`: wrong credentials, too many attempts, or an unconfirmed account. */
  signInRefused: 'SignInRefused',
  /** 1 when a weekly job's last run is older than its schedule allows, else 0, by `Job`; written by the daily sweep. */
  jobLate: 'JobLate',
} as const;

/** The scheduled jobs with a heartbeat (functions/jobs/<name>.ts). */
export const heartbeatJobs = [
  'overdue-sweep',
  'lesson-reminders',
  'progress-digest',
  'retention',
  'system-summary',
] as const;
export type HeartbeatJob = (typeof heartbeatJobs)[number];

export const metricDimensions = { job: 'Job', kind: 'Kind', reason: 'Reason' } as const;

export const signInRefusalReasons = ['credentials', 'throttled', 'unverified'] as const;
export type SignInRefusalReason = (typeof signInRefusalReasons)[number];

/** Made on first use, so that the local runtime's switch (set once it starts) is read. */
let made: Metrics | undefined;
const metrics = () =>
  (made ??= new Metrics({ namespace: schoolMetricsNamespace, serviceName: schoolMetricsService }));
let stored = false;

/** One figure with one dimension of its own, published at once (beside the service dimension). */
function publishOne(name: string, dimension: string, value: string): void {
  const single = metrics().singleMetric();
  single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, 1);
}

/** One figure with the service dimension alone, published at once. */
function publishTotal(name: string, value: number): void {
  metrics().singleMetric().addMetric(name, MetricUnit.Count, value);
}

/** How many invoices one overdue sweep marked overdue. */
export function recordInvoicesMarkedOverdue(count: number): void {
  publishTotal(metricNames.invoicesMarkedOverdue, count);
}

/** One invoice drafted. */
export function countInvoiceGenerated(): void {
  publishTotal(metricNames.invoicesGenerated, 1);
}

/** One payment recorded against an invoice. */
export function countPaymentRecorded(): void {
  publishTotal(metricNames.paymentsRecorded, 1);
}

/** A sign-in refused, and why. */
export function countSignInRefused(reason: SignInRefusalReason): void {
  publishOne(metricNames.signInRefused, metricDimensions.reason, reason);
}

/** The heartbeat of a scheduled job's successful run: its alarm fires when none came on time. */
export function recordJobSucceeded(job: HeartbeatJob): void {
  publishOne(metricNames.jobSucceeded, metricDimensions.job, job);
}

/** Whether a weekly job is late (functions/platform/job-staleness.ts `lateWatchedJobs`): 1 or 0, so its alarm sees both. */
export function recordJobLate(job: HeartbeatJob, late: boolean): void {
  const single = metrics().singleMetric();
  single.addDimension(metricDimensions.job, job);
  single.addMetric(metricNames.jobLate, MetricUnit.Count, late ? 1 : 0);
}

/** An email sent or given up on: by kind at once, and in all when the invocation publishes. */
export function countEmail(kind: string, outcome: 'sent' | 'failed'): void {
  const name = outcome === 'sent' ? metricNames.emailsSent : metricNames.emailsFailed;
  publishOne(name, metricDimensions.kind, kind);
  metrics().addMetric(name, MetricUnit.Count, 1);
  stored = true;
}

/** Writes the totals counted in this invocation (nothing when none were). */
export function publishCountedMetrics(): void {
  if (!stored) return;
  stored = false;
  metrics().publishStoredMetrics();
}
