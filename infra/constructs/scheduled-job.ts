import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { environmentVariableNames } from '../../functions/lib/runtime-config';
import { globalIndexes } from '../../functions/lib/table-design';
import { functionBundling, lambdaRuntime, projectRoot, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';

export interface ScheduledJobProps {
  table: ITableV2;
  /** The job's file under functions/jobs/, exporting `handler`. */
  entry: string;
  /** What the function and its role are for, in a sentence. */
  description: string;
  scheduleDescription: string;
  schedule: ScheduleExpression;
  timeout: Duration;
  /** Actions on the table and its indexes (Query), and on the table's items; never Scan. */
  queryActions: readonly string[];
  itemActions: readonly string[];
  /** Object actions on the PDF bucket, if the job touches stored documents. */
  bucket?: { bucket: IBucket; objectActions: readonly string[] };
  /** Where failed deliveries and failed runs end (one place to look for every scheduled job). */
  deadLetterQueue: IQueue;
}

/**
 * A job EventBridge Scheduler runs on a timetable: a Lambda function of its
 * own with the least rights on the table (and the bucket) it needs, a
 * scheduler role that may only invoke it, retries (Scheduler's for delivery,
 * Lambda's for a failed run), and failures in the dead-letter queue. The
 * retention job uses it; the overdue sweep, reminders and digest repeat the
 * same shape in constructs of their own (to be moved onto this one without
 * changing their logical ids).
 */
export class ScheduledJob extends Construct {
  readonly function: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);

    const { logGroup, role } = functionLogsAndRole(this, props.description);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...props.queryActions],
        resources: [
          props.table.tableArn,
          ...globalIndexes.map((index) => `${props.table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
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
      const bucketLogicalId = Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnBucket);
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
        reason: `Object rights (${objectActions.join(', ')}) on the private PDF bucket, keyed by invoice id, so no fixed key list exists; no ListBucket and no bucket-level action is granted.`,
      });
    }

    this.function = new NodejsFunction(this, 'Function', {
      description: `School jobs: ${props.description}`,
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
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(props.deadLetterQueue),
    });

    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Lets EventBridge Scheduler start the job (${props.description}) and record failed deliveries`,
    });
    const functionLogicalId = Stack.of(this).getLogicalId(this.function.node.defaultChild as CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
      reason:
        'LambdaInvoke grants lambda:InvokeFunction on the job function and its own versions and aliases (":*"); it reaches no other function, and the schedule invokes the unqualified function.',
    });

    this.schedule = new Schedule(this, 'Schedule', {
      description: props.scheduleDescription,
      schedule: props.schedule,
      target: new LambdaInvoke(this.function, {
        role: schedulerRole,
        deadLetterQueue: props.deadLetterQueue,
        retryAttempts: 5,
        maxEventAge: Duration.hours(6),
      }),
    });
  }
}
