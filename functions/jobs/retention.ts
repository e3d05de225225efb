import { applyRetention, type RetentionResult } from '../shared-domains/privacy/retention/apply-retention';
import { scheduledJobHandler } from './scheduled-job-handler';

/**
 * The daily EventBridge Scheduler job (and the local runtime's repeating
 * job): deletes activity, notifications, audit entries and invoices older
 * than the school's retention settings. Each step is idempotent; a failure is
 * rethrown, so Lambda retries the run and then hands the event to the jobs'
 * dead-letter queue (infra/constructs/retention-schedule.ts).
 */
export const handler = scheduledJobHandler<RetentionResult>('retention', 'retention run', applyRetention);
