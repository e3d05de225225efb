import { Stack, Validations, type Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { environmentVariableNames } from '../../functions/lib/runtime-config';
import { globalIndexes } from '../../functions/lib/table-design';
import { functionBundling, lambdaRuntime, projectRoot, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';

export interface ScheduledJobProps {
  table: ITableV2;
  /** The job's file under functions/jobs/, exporting `handler`. */
  entry: string;
  /** The function's description ('School jobs: …'). */
  functionDescription: string;
  /** What its role is for, in a sentence. */
  roleDescription: string;
  schedulerRoleDescription: string;
  scheduleDescription: string;
  /** How the scheduler role's grant on the function names it ('the sweep function'). */
  functionNoun: string;
  schedule: ScheduleExpression;
  timeout: Duration;
  /** Actions on the table and its indexes (Query), and on the table's items; never Scan. */
  queryActions: readonly string[];
  itemActions: readonly string[];
  /** Object actions on the PDF bucket, if the job touches stored documents. */
  bucket?: { bucket: IBucket; objectActions: readonly string[] };
  /** Where failed deliveries and failed runs end. */
  deadLetterQueue: IQueue;
  /** How long Lambda keeps retrying a run that threw, and Scheduler a delivery. */
  runMaxEventAge: Duration;
  deliveryMaxEventAge: Duration;
}

export interface ScheduledJob {
  function: NodejsFunction;
  schedule: Schedule;
}

/**
 * A job EventBridge Scheduler runs on a timetable, added to `scope` (its
 * children keep the ids the overdue sweep, the lesson reminders and the
 * progress digest always had, so their logical ids do not move): a Lambda
 * function of its own with the least rights on the table (and the bucket) it
 * needs, a scheduler role that may only invoke it, retries (Scheduler's for
 * delivery, Lambda's twice for a run that threw), and failures in the
 * dead-letter queue. Every job is idempotent, so a retry or a duplicate is
 * harmless.
 */
export function addScheduledJob(scope: Construct, props: ScheduledJobProps): ScheduledJob {
  // Its own role, like each domain function: no signing secret, no Scan.
  const { logGroup, role } = functionLogsAndRole(scope, props.roleDescription);
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...props.queryActions],
      // Each index by name rather than `index/*`, so no wildcard is granted.
      resources: [
        props.table.tableArn,
        ...globalIndexes.map((index) => `${props.table.tableArn}/index/${index.indexName}`),
      ],
    }),
  );
  // Item actions name items of the table itself; indexes cannot be read or written item by item.
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...props.itemActions], resources: [props.table.tableArn] }),
  );
  const environment: Record<string, string> = {
    [environmentVariableNames.tableName]: props.table.tableName,
    NODE_OPTIONS: sourceMapNodeOptions,
  };
  if (props.bucket) {
    const { bucket, objectActions } = props.bucket;
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...objectActions], resources: [bucket.arnForObjects('*')] }),
    );
    environment[environmentVariableNames.bucketName] = bucket.bucketName;
    const bucketLogicalId = Stack.of(scope).getLogicalId(bucket.node.defaultChild as CfnBucket);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
      reason: `Object rights (${objectActions.join(', ')}) on the private PDF bucket, keyed by invoice id, so no fixed key list exists; no ListBucket and no bucket-level action is granted.`,
    });
  }

  const jobFunction = new NodejsFunction(scope, 'Function', {
    description: props.functionDescription,
    entry: `${projectRoot}${props.entry}`,
    handler: 'handler',
    projectRoot,
    depsLockFilePath: `${projectRoot}package-lock.json`,
    runtime: lambdaRuntime,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout,
    role,
    logGroup,
    environment,
    bundling: functionBundling,
    // A run that throws is retried twice by Lambda (after 1 and 2 minutes), then lands in the queue.
    retryAttempts: 2,
    maxEventAge: props.runMaxEventAge,
    onFailure: new SqsDestination(props.deadLetterQueue),
  });

  // Our own role rather than the one LambdaInvoke would add at stack level, so its grant can be acknowledged here.
  const schedulerRole = new Role(scope, 'SchedulerRole', {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
    description: props.schedulerRoleDescription,
  });
  const functionLogicalId = Stack.of(scope).getLogicalId(jobFunction.node.defaultChild as CfnFunction);
  Validations.of(schedulerRole).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
    reason: `LambdaInvoke grants lambda:InvokeFunction on ${props.functionNoun} and its own versions and aliases (":*"); it reaches no other function, and the schedule invokes the unqualified function.`,
  });

  const schedule = new Schedule(scope, 'Schedule', {
    description: props.scheduleDescription,
    schedule: props.schedule,
    target: new LambdaInvoke(jobFunction, {
      role: schedulerRole,
      deadLetterQueue: props.deadLetterQueue,
      // Delivery retries (not run retries, see above).
      retryAttempts: 5,
      maxEventAge: props.deliveryMaxEventAge,
    }),
  });
  return { function: jobFunction, schedule };
}
