import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { ScheduledJob } from './scheduled-job';

/**
 * What the sweep may do with the table, and nothing else. It finds sent
 * invoices past due with one Query of their index, and moves each to overdue
 * in one conditional transaction: the invoice is rewritten (PutItem), the
 * stats counters are added to (UpdateItem) and an activity entry is written
 * (PutItem). The status is part of the keys of the invoice's list rows, so
 * the change also moves them: a delete and a put of small index items
 * (DeleteItem, PutItem). GetItem and ConditionCheckItem only read; they keep
 * a re-read or a guard added to that transaction from failing in AWS alone,
 * since DynamoDB Local checks no IAM. No Scan (docs/architecture.md#no-scan), and no
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

/**
 * The daily job that marks sent invoices past their due date as overdue
 * (functions/jobs/overdue-sweep.ts) at 06:00 on the school's clock, summer
 * time included, so invoices due yesterday show as overdue before the school
 * day starts. Its dead-letter queue is the one the other daily jobs share.
 */
export class OverdueSweepSchedule extends ScheduledJob {
  constructor(scope: Construct, id: string, props: { table: ITableV2 }) {
    super(scope, id, {
      table: props.table,
      job: 'overdue-sweep',
      description: 'School jobs: daily overdue-invoice sweep',
      roleDescription: 'Runs the daily sweep that marks past-due invoices overdue',
      tableActions: { query: sweepQueryActions, item: sweepItemActions },
      schedule: ScheduleExpression.cron({ minute: '0', hour: '6', timeZone: TimeZone.of(schoolTimeZone) }),
      scheduleDescription: 'Marks sent invoices past their due date as overdue, daily at 06:00 school time',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the overdue sweep and record failed deliveries',
      runMaxEventAge: Duration.hours(6),
      // After an hour tomorrow's run is nearer anyway.
      deliveryMaxEventAge: Duration.hours(1),
    });
  }
}
