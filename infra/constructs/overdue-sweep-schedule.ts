import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
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
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { functionBundling, lambdaRuntime, projectRoot, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';

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

    // Its own role, like each domain function: no bucket, no signing secret, no Scan.
    const { logGroup, role } = functionLogsAndRole(
      this,
      'Runs the daily sweep that marks past-due invoices overdue',
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: sweepQueryActions,
        // Each index by name rather than `index/*`, so no wildcard is granted.
        resources: [
          props.table.tableArn,
          ...globalIndexes.map((index) => `${props.table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
    // Item actions name items of the table itself; indexes cannot be read or written item by item.
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: sweepItemActions, resources: [props.table.tableArn] }),
    );

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

    this.function = new NodejsFunction(this, 'Function', {
      description: 'School jobs: daily overdue-invoice sweep',
      entry: `${projectRoot}functions/jobs/overdue-sweep.ts`,
      handler: 'handler',
      projectRoot,
      depsLockFilePath: `${projectRoot}package-lock.json`,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // One Query and a transaction per past-due invoice: seconds for a school, minutes leave headroom.
      timeout: Duration.minutes(5),
      role,
      logGroup,
      environment: {
        [environmentVariableNames.tableName]: props.table.tableName,
        NODE_OPTIONS: sourceMapNodeOptions,
      },
      bundling: functionBundling,
      // A run that throws is retried twice by Lambda (after 1 and 2 minutes), then lands in the queue.
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    // Our own role rather than the one LambdaInvoke would add at stack level, so its grant can be acknowledged here.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Lets EventBridge Scheduler start the overdue sweep and record failed deliveries',
    });
    const functionLogicalId = Stack.of(this).getLogicalId(this.function.node.defaultChild as CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
      reason:
        'LambdaInvoke grants lambda:InvokeFunction on the sweep function and its own versions and aliases (":*"); it reaches no other function, and the schedule invokes the unqualified function.',
    });

    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Marks sent invoices past their due date as overdue, daily at 06:00 school time',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '6', timeZone: TimeZone.of(schoolTimeZone) }),
      target: new LambdaInvoke(this.function, {
        role: schedulerRole,
        deadLetterQueue: this.deadLetterQueue,
        // Delivery retries (not run retries, see above); after an hour tomorrow's run is nearer anyway.
        retryAttempts: 5,
        maxEventAge: Duration.hours(1),
      }),
    });
  }
}
