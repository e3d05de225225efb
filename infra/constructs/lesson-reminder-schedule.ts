import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { environmentVariableNames } from '../../functions/lib/runtime-config';
import { globalIndexes } from '../../functions/lib/table-design';
import { functionBundling, lambdaRuntime, projectRoot, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';

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

    const { logGroup, role } = functionLogsAndRole(this, 'Sends the day-before lesson reminders, hourly');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: reminderQueryActions,
        resources: [
          props.table.tableArn,
          ...globalIndexes.map((index) => `${props.table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: reminderItemActions, resources: [props.table.tableArn] }),
    );

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

    this.function = new NodejsFunction(this, 'Function', {
      description: 'School jobs: hourly day-before lesson reminders',
      entry: `${projectRoot}functions/jobs/lesson-reminders.ts`,
      handler: 'handler',
      projectRoot,
      depsLockFilePath: `${projectRoot}package-lock.json`,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // A Query of a day's lessons and a transaction per lesson due: seconds; minutes leave headroom.
      timeout: Duration.minutes(5),
      role,
      logGroup,
      environment: {
        [environmentVariableNames.tableName]: props.table.tableName,
        NODE_OPTIONS: sourceMapNodeOptions,
      },
      bundling: functionBundling,
      retryAttempts: 2,
      // The next hourly run catches up anyway.
      maxEventAge: Duration.hours(1),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Lets EventBridge Scheduler start the lesson reminders and record failed deliveries',
    });
    const functionLogicalId = Stack.of(this).getLogicalId(this.function.node.defaultChild as CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
      reason:
        'LambdaInvoke grants lambda:InvokeFunction on the reminders function and its own versions and aliases (":*"); it reaches no other function, and the schedule invokes the unqualified function.',
    });

    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Sends the day-before lesson reminders, hourly',
      schedule: ScheduleExpression.rate(Duration.hours(1)),
      target: new LambdaInvoke(this.function, {
        role: schedulerRole,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 5,
        // The next run is at most an hour away.
        maxEventAge: Duration.minutes(30),
      }),
    });
  }
}
