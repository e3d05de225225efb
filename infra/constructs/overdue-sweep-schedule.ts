import { Duration, TimeZone, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ScheduleExpression, type Schedule } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { addScheduledJob } from './scheduled-job';

/**
 * What the sweep may do with the table, and nothing else. It finds sent
 * invoices past due with one Query of their index, and moves each to overdue
 * in one conditional transaction: the invoice is rewritten (PutItem), the
 * stats counters are added to (UpdateItem) and an activity entry is written
 * (PutItem). The status is part of the keys of the invoice's list rows, so
 * the change also moves them: a delete and a put of small index items
 * (DeleteItem, PutItem). GetItem and ConditionCheckItem only read; they keep
 * a re-read or a guard added to that transaction from failing in AWS alone,
 * since DynamoDB Local checks no IAM. No Scan (DESIGN rule 5), and no
 * BatchWriteItem: every sweep write is conditional, inside a transaction.
 */
export const sweepQueryActions = ['dynamodb:Query'];
export const sweepItemActions = [
  'dynamodb:GetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  // The overdue emails' and staff digest's once-only claims, checked a page at a time.
  'dynamodb:BatchGetItem',
];

/** A failed run stays inspectable for SQS's longest retention, long enough to notice it after a holiday. */
const deadLetterRetention = Duration.days(14);

export interface OverdueSweepScheduleProps {
  table: ITableV2;
}

/**
 * The daily job that marks sent invoices past their due date as overdue
 * (functions/jobs/overdue-sweep.ts), run by EventBridge Scheduler at 06:00 on
 * the school's clock, summer time included, so invoices due yesterday show as
 * overdue before the school day starts.
 *
 * Scheduler invokes Lambda asynchronously, so failures come in two kinds and
 * both end in the one dead-letter queue: Scheduler retries an invocation it
 * could not deliver (throttled, function missing), and Lambda retries a run
 * that threw. The sweep is idempotent, so a retry or a duplicate is harmless.
 */
export class OverdueSweepSchedule extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: OverdueSweepScheduleProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: deadLetterRetention,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the overdue sweep (failed schedule deliveries and failed runs); nothing consumes it automatically, so a further dead-letter queue would never receive anything.',
    });

    ({ function: this.function, schedule: this.schedule } = addScheduledJob(this, {
      table: props.table,
      entry: 'functions/jobs/overdue-sweep.ts',
      functionDescription: 'School jobs: daily overdue-invoice sweep',
      roleDescription: 'Runs the daily sweep that marks past-due invoices overdue',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the overdue sweep and record failed deliveries',
      scheduleDescription: 'Marks sent invoices past their due date as overdue, daily at 06:00 school time',
      functionNoun: 'the sweep function',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '6', timeZone: TimeZone.of(schoolTimeZone) }),
      // One Query and a transaction per past-due invoice: seconds for a school, minutes leave headroom.
      timeout: Duration.minutes(5),
      queryActions: sweepQueryActions,
      itemActions: sweepItemActions,
      deadLetterQueue: this.deadLetterQueue,
      runMaxEventAge: Duration.hours(6),
      // After an hour tomorrow's run is nearer anyway.
      deliveryMaxEventAge: Duration.hours(1),
    }));
  }
}
