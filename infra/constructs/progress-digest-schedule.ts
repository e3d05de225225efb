import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { ScheduledJob } from './scheduled-job';

/**
 * What the digest may do with the table: one paged Query of the week's status
 * changes (an index) and of nothing else; BatchGetItem of the students, topic
 * and subject names and the once-only claims; and, per family, a transaction
 * of puts (the claim, the outbox message, the bell's notification) with an
 * update of the family's unread set (UpdateItem: a transaction's items need
 * their own actions). The job's last run for System health is a PutItem.
 * ConditionCheckItem and GetItem keep a guard or a re-read added later from
 * failing in AWS alone. No Scan, no deletes. tests/api/job-table-rights.test.ts
 * runs the job and holds what it sends to these.
 */
export const progressDigestQueryActions = ['dynamodb:Query'];
export const progressDigestItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];

export interface ProgressDigestScheduleProps {
  table: ITableV2;
  /** The scheduled jobs' dead-letter queue (the overdue sweep's): one place to look for a failed run. */
  deadLetterQueue: IQueue;
}

/**
 * The weekly digest of progress changes to families
 * (functions/jobs/progress-digest.ts), on Monday at 07:00 on the school's
 * clock. Each family's digest is claimed once per week, so a retry or a
 * duplicate run sends nothing twice.
 */
export class ProgressDigestSchedule extends ScheduledJob {
  constructor(scope: Construct, id: string, props: ProgressDigestScheduleProps) {
    super(scope, id, {
      table: props.table,
      job: 'progress-digest',
      description: 'School jobs: weekly progress digest to families',
      roleDescription: 'Runs the weekly digest of progress changes to families',
      tableActions: { query: progressDigestQueryActions, item: progressDigestItemActions },
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: '7',
        weekDay: 'MON',
        timeZone: TimeZone.of(schoolTimeZone),
      }),
      scheduleDescription: 'Emails families the week’s progress changes, Mondays at 07:00 school time',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the weekly progress digest and record failed deliveries',
      runMaxEventAge: Duration.hours(6),
      deliveryMaxEventAge: Duration.hours(6),
      deadLetterQueue: props.deadLetterQueue,
    });
  }
}
