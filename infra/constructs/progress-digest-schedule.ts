import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { environmentVariableNames } from '../../functions/lib/runtime-config';
import { globalIndexes } from '../../functions/lib/table-design';
import { schoolTimeZone } from '../../shared/invoices/invoice-period';
import { functionBundling, lambdaRuntime, projectRoot, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';

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

    const { logGroup, role } = functionLogsAndRole(
      this,
      'Runs the weekly digest of progress changes to families',
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: progressDigestQueryActions,
        resources: [
          props.table.tableArn,
          ...globalIndexes.map((index) => `${props.table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: progressDigestItemActions, resources: [props.table.tableArn] }),
    );

    this.function = new NodejsFunction(this, 'Function', {
      description: 'School jobs: weekly progress digest to families',
      entry: `${projectRoot}functions/jobs/progress-digest.ts`,
      handler: 'handler',
      projectRoot,
      depsLockFilePath: `${projectRoot}package-lock.json`,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // One Query of the week's changes, a few BatchGets and a transaction per family.
      timeout: Duration.minutes(5),
      role,
      logGroup,
      environment: {
        [environmentVariableNames.tableName]: props.table.tableName,
        NODE_OPTIONS: sourceMapNodeOptions,
      },
      bundling: functionBundling,
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(props.deadLetterQueue),
    });

    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Lets EventBridge Scheduler start the weekly progress digest and record failed deliveries',
    });
    const functionLogicalId = Stack.of(this).getLogicalId(this.function.node.defaultChild as CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
      reason:
        'LambdaInvoke grants lambda:InvokeFunction on the digest function and its own versions and aliases (":*"); it reaches no other function, and the schedule invokes the unqualified function.',
    });

    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Emails families the week’s progress changes, Mondays at 07:00 school time',
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: '7',
        weekDay: 'MON',
        timeZone: TimeZone.of(schoolTimeZone),
      }),
      target: new LambdaInvoke(this.function, {
        role: schedulerRole,
        deadLetterQueue: props.deadLetterQueue,
        retryAttempts: 5,
        maxEventAge: Duration.hours(6),
      }),
    });
  }
}
