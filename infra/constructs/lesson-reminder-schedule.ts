import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { ScheduledJob } from './scheduled-job';

/**
 * What the reminders may do with the table, and nothing else: read the next
 * day's lessons with a Query of the lessons' month index, the school's switch
 * (GetItem) and which lessons were reminded already (BatchGetItem), then one
 * transaction per reminder: the lesson unchanged (ConditionCheckItem), the
 * reminder record, the messages' outbox items and bell notifications
 * (PutItem), and each recipient's unread set (UpdateItem: a transaction's
 * items need their own actions). The job's last run for System health is a
 * PutItem. No Scan, no delete of anything. tests/api/job-table-rights.test.ts
 * runs the job and holds what it sends to these.
 */
export const reminderQueryActions = ['dynamodb:Query'];
export const reminderItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];

/**
 * The hourly job that sends the day-before lesson reminders
 * (functions/jobs/lesson-reminders.ts). Each reminder is written once, so a
 * retry or a duplicate run sends nothing twice.
 */
export class LessonReminderSchedule extends ScheduledJob {
  constructor(scope: Construct, id: string, props: { table: ITableV2 }) {
    super(scope, id, {
      table: props.table,
      job: 'lesson-reminders',
      description: 'School jobs: hourly day-before lesson reminders',
      roleDescription: 'Sends the day-before lesson reminders, hourly',
      tableActions: { query: reminderQueryActions, item: reminderItemActions },
      schedule: ScheduleExpression.rate(Duration.hours(1)),
      scheduleDescription: 'Sends the day-before lesson reminders, hourly',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the lesson reminders and record failed deliveries',
      // The next hourly run catches up anyway.
      runMaxEventAge: Duration.hours(1),
      deliveryMaxEventAge: Duration.minutes(30),
    });
  }
}
