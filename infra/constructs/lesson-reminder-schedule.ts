import { Duration, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ScheduleExpression, type Schedule } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { addScheduledJob } from './scheduled-job';

/**
 * What the reminders may do with the table, and nothing else: read the next
 * day's lessons with a Query of the lessons' month index, the school's switch
 * (GetItem) and which lessons were reminded already (BatchGetItem), then one
 * transaction per reminder: the lesson unchanged (ConditionCheckItem), the
 * reminder record and the messages' outbox items (PutItem). No Scan, no
 * update or delete of anything.
 */
export const reminderQueryActions = ['dynamodb:Query'];
export const reminderItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
];

export interface LessonReminderScheduleProps {
  table: ITableV2;
}

/**
 * The hourly job that sends the day-before lesson reminders
 * (functions/jobs/lesson-reminders.ts), run by EventBridge Scheduler. Like
 * the overdue sweep: failed deliveries (Scheduler's retries) and failed runs
 * (Lambda's) end in one dead-letter queue; each reminder is written once, so
 * a retry or a duplicate run sends nothing twice.
 */
export class LessonReminderSchedule extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: LessonReminderScheduleProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the lesson reminders (failed schedule deliveries and failed runs); nothing consumes it automatically, so a further dead-letter queue would never receive anything.',
    });

    ({ function: this.function, schedule: this.schedule } = addScheduledJob(this, {
      table: props.table,
      entry: 'functions/jobs/lesson-reminders.ts',
      functionDescription: 'School jobs: hourly day-before lesson reminders',
      roleDescription: 'Sends the day-before lesson reminders, hourly',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the lesson reminders and record failed deliveries',
      scheduleDescription: 'Sends the day-before lesson reminders, hourly',
      functionNoun: 'the reminders function',
      schedule: ScheduleExpression.rate(Duration.hours(1)),
      // A Query of a day's lessons and a transaction per lesson due: seconds; minutes leave headroom.
      timeout: Duration.minutes(5),
      queryActions: reminderQueryActions,
      itemActions: reminderItemActions,
      deadLetterQueue: this.deadLetterQueue,
      // The next hourly run catches up anyway; it is at most an hour away.
      runMaxEventAge: Duration.hours(1),
      deliveryMaxEventAge: Duration.minutes(30),
    }));
  }
}
