import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { ScheduledJob } from './scheduled-job';

/**
 * What the summary may do with the table: Queries of the failed emails', the
 * overdue invoices' and the super_admins' index partitions and of the job
 * runs' partition; BatchGetItem of the once-only claims; and, per super_admin,
 * a transaction of puts (the claim, the outbox message, the bell's
 * notification) with an update of the unread set. ConditionCheckItem and
 * GetItem keep a guard or a re-read added later from failing in AWS alone.
 * No Scan, no deletes.
 */
export const systemSummaryQueryActions = ['dynamodb:Query'];
export const systemSummaryItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];

export interface SystemSummaryScheduleProps {
  table: ITableV2;
  /** The scheduled jobs' dead-letter queue (the overdue sweep's): one place to look for a failed run. */
  deadLetterQueue: IQueue;
}

/**
 * super_admins' weekly summary of what needs attention
 * (functions/jobs/system-summary.ts), on Monday at 08:00 on the school's
 * clock, after the night's jobs and the families' digest; nothing is sent in
 * a week where all is well. Its reads of the dead-letter queues are granted
 * by the operations construct, beside the System health page's.
 */
export class SystemSummarySchedule extends ScheduledJob {
  constructor(scope: Construct, id: string, props: SystemSummaryScheduleProps) {
    super(scope, id, {
      table: props.table,
      job: 'system-summary',
      description: 'School jobs: weekly system summary to super admins',
      roleDescription: 'Runs the weekly summary of what needs attention in the school system',
      tableActions: { query: systemSummaryQueryActions, item: systemSummaryItemActions },
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: '8',
        weekDay: 'MON',
        timeZone: TimeZone.of(schoolTimeZone),
      }),
      scheduleDescription: 'Emails super admins what needs attention, Mondays at 08:00 school time',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the weekly system summary and record failed deliveries',
      runMaxEventAge: Duration.hours(6),
      deliveryMaxEventAge: Duration.hours(6),
      deadLetterQueue: props.deadLetterQueue,
    });
  }
}
