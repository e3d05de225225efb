import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ScheduleExpression, type Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { addScheduledJob } from './scheduled-job';

/**
 * What the digest may do with the table: one paged Query of the week's status
 * changes (an index) and of nothing else; BatchGetItem of the students, topic
 * and subject names and the once-only claims; and, per family, a transaction
 * of two puts (the claim, the outbox message). ConditionCheckItem and GetItem
 * keep a guard or a re-read added later from failing in AWS alone. No Scan,
 * no updates or deletes.
 */
export const progressDigestQueryActions = ['dynamodb:Query'];
export const progressDigestItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
];

export interface ProgressDigestScheduleProps {
  table: ITableV2;
  /** The scheduled jobs' dead-letter queue (the overdue sweep's): one place to look for a failed run. */
  deadLetterQueue: IQueue;
}

/**
 * The weekly digest of progress changes to families
 * (functions/jobs/progress-digest.ts), run by EventBridge Scheduler on Monday
 * at 07:00 on the school's clock. Like the overdue sweep, failed deliveries
 * and failed runs end in the dead-letter queue, and a retry or a duplicate
 * sends nothing twice (each family's digest is claimed once per week).
 */
export class ProgressDigestSchedule extends Construct {
  readonly function: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ProgressDigestScheduleProps) {
    super(scope, id);
    ({ function: this.function, schedule: this.schedule } = addScheduledJob(this, {
      table: props.table,
      entry: 'functions/jobs/progress-digest.ts',
      functionDescription: 'School jobs: weekly progress digest to families',
      roleDescription: 'Runs the weekly digest of progress changes to families',
      schedulerRoleDescription:
        'Lets EventBridge Scheduler start the weekly progress digest and record failed deliveries',
      scheduleDescription: 'Emails families the week’s progress changes, Mondays at 07:00 school time',
      functionNoun: 'the digest function',
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: '7',
        weekDay: 'MON',
        timeZone: TimeZone.of(schoolTimeZone),
      }),
      // One Query of the week's changes, a few BatchGets and a transaction per family.
      timeout: Duration.minutes(5),
      queryActions: progressDigestQueryActions,
      itemActions: progressDigestItemActions,
      deadLetterQueue: props.deadLetterQueue,
      runMaxEventAge: Duration.hours(6),
      deliveryMaxEventAge: Duration.hours(6),
    }));
  }
}
