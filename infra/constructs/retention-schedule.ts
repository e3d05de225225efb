import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { ScheduledJob } from './scheduled-job';

/**
 * What the retention job may do, and nothing else: Query (accounts by the
 * users index, each kind by its time), read the settings and the invoices
 * (GetItem, BatchGetItem), delete by key (BatchWriteItem, DeleteItem), and
 * the invoice's delete transaction (its list rows, stats cells with UpdateItem,
 * the period marker with a condition); the unread set's UpdateItem. No Scan.
 */
export const retentionQueryActions = ['dynamodb:Query'];
export const retentionItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:ConditionCheckItem',
];
export const retentionBucketActions = ['s3:DeleteObject'];

export interface RetentionScheduleProps {
  table: ITableV2;
  pdfBucket: IBucket;
  deadLetterQueue: IQueue;
}

/**
 * The daily retention job (functions/jobs/retention.ts), at 03:30 on the
 * school's clock. Its failures end in the scheduled jobs' dead-letter queue
 * (the overdue sweep's).
 */
export class RetentionSchedule extends ScheduledJob {
  constructor(scope: Construct, id: string, props: RetentionScheduleProps) {
    super(scope, id, {
      table: props.table,
      job: 'retention',
      description: 'School jobs: daily retention (data older than the school settings)',
      roleDescription: 'Deletes data older than the school retention settings, daily',
      tableActions: { query: retentionQueryActions, item: retentionItemActions },
      bucket: { bucket: props.pdfBucket, objectActions: retentionBucketActions },
      schedule: ScheduleExpression.cron({ minute: '30', hour: '3', timeZone: TimeZone.of(schoolTimeZone) }),
      scheduleDescription:
        'Deletes activity, notifications, audit entries and invoices past retention, daily at 03:30 school time',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the retention job and record failed deliveries',
      // Pages of deletes across every account's lists; a run that times out is finished by the retry.
      timeout: Duration.minutes(15),
      runMaxEventAge: Duration.hours(6),
      deliveryMaxEventAge: Duration.hours(6),
      deadLetterQueue: props.deadLetterQueue,
    });
  }
}
