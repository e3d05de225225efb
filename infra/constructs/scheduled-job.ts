import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import { functionBundling, functionSource, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';
import { deadLetterQueue, grantTableActions, schedulerRoleFor } from './job-building-blocks';
import { tracingFor } from './function-tracing';

export interface ScheduledJobProps {
  table: ITableV2;
  /** The job's module under functions/jobs/, e.g. 'overdue-sweep' (it exports `handler`). */
  job: string;
  /** The function's description, 'School jobs: …'. */
  description: string;
  /** What the job's own role lets it do, in a sentence. */
  roleDescription: string;
  /** What the job may do with the table, and nothing else (no Scan). */
  tableActions: { query: readonly string[]; item: readonly string[] };
  schedule: ScheduleExpression;
  scheduleDescription: string;
  schedulerRoleDescription: string;
  /** How long a run that threw may still be retried by Lambda, and a delivery by Scheduler. */
  runMaxEventAge: Duration;
  deliveryMaxEventAge: Duration;
  /** Another job's dead-letter queue to share; without it the job gets its own. */
  deadLetterQueue?: IQueue;
  /** 5 minutes unless the job pages through the whole school. */
  timeout?: Duration;
  /** Object actions on the PDF bucket, if the job touches stored documents. */
  bucket?: { bucket: IBucket; objectActions: readonly string[] };
}

/**
 * A job run by EventBridge Scheduler (functions/jobs/<job>.ts) with a role
 * of its own. Scheduler invokes Lambda asynchronously, so failures come in
 * two kinds and both end in one dead-letter queue: Scheduler retries an
 * invocation it could not deliver (throttled, function missing), and Lambda
 * retries a run that threw, twice (after 1 and 2 minutes). Every job is
 * idempotent, so a retry or a duplicate run changes nothing twice.
 */
export class ScheduledJob extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: IQueue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);

    const { logGroup, role } = functionLogsAndRole(this, props.roleDescription);
    grantTableActions(role, props.table, props.tableActions);
    const environment: Record<string, string> = {
      [environmentVariableNames.tableName]: props.table.tableName,
      NODE_OPTIONS: sourceMapNodeOptions,
    };
    if (props.bucket) {
      grantObjectActions(role, props.bucket.bucket, props.bucket.objectActions);
      environment[environmentVariableNames.bucketName] = props.bucket.bucket.bucketName;
    }

    this.deadLetterQueue =
      props.deadLetterQueue ??
      deadLetterQueue(
        this,
        `the ${props.job} job (failed schedule deliveries and failed runs)`,
        'nothing consumes it automatically, so a further dead-letter queue would never receive anything.',
      );

    this.function = new NodejsFunction(this, 'Function', {
      description: props.description,
      ...functionSource(`functions/jobs/${props.job}.ts`),
      ...tracingFor(this, role),
      memorySize: 512,
      // Each job is a few Queries and a transaction per item due: seconds for a school; minutes leave headroom.
      timeout: props.timeout ?? Duration.minutes(5),
      role,
      logGroup,
      environment,
      bundling: functionBundling,
      retryAttempts: 2,
      maxEventAge: props.runMaxEventAge,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    this.schedule = new Schedule(this, 'Schedule', {
      description: props.scheduleDescription,
      schedule: props.schedule,
      target: new LambdaInvoke(this.function, {
        role: schedulerRoleFor(this, this.function, props.schedulerRoleDescription),
        deadLetterQueue: this.deadLetterQueue,
        // Delivery retries (not run retries, see above).
        retryAttempts: 5,
        maxEventAge: props.deliveryMaxEventAge,
      }),
    });
  }
}

/** Object rights on the private PDF bucket, keyed by invoice id: no fixed key list, no bucket-level action. */
function grantObjectActions(role: Role, bucket: IBucket, objectActions: readonly string[]): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...objectActions], resources: [bucket.arnForObjects('*')] }),
  );
  const bucketLogicalId = Stack.of(role).getLogicalId(bucket.node.defaultChild as CfnBucket);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
    reason: `Object rights (${objectActions.join(', ')}) on the private PDF bucket, keyed by invoice id, so no fixed key list exists; no ListBucket and no bucket-level action is granted.`,
  });
}
