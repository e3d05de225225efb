import { Duration, Validations } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { importLegEntityName } from '../../functions/entities/import-entity';
import { jobLegEntityName } from '../../functions/entities/invoice-job-entity';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import { functionBundling, functionSource, sourceMapNodeOptions } from './domain-functions';
import { functionLogsAndRole } from './function-logs-and-role';
import { deadLetterQueue, grantTableActions } from './job-building-blocks';
import { tracingFor } from './function-tracing';

/**
 * What a leg does with the table: it pages through the students (GSI1) or a
 * month's draft list rows, reads a student's lessons (GSI3), and writes each
 * draft or status change in its conditional transaction (puts, updates and
 * deletes of the invoice, its list rows, period claim, number counter, lesson
 * claims, stats, activity, outbox and the job's own items). No Scan, no
 * BatchWriteItem: every write is conditional or idempotent.
 */
export const jobWorkerItemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
];
export const jobWorkerQueryActions = ['dynamodb:Query'];
/** A leg whose run threw (the table briefly out of reach) is tried again; each leg claims the job once. */
export const jobStreamRetryAttempts = 3;

export interface InvoiceJobWorkerProps {
  table: TableV2;
}

/**
 * The bulk invoice jobs' worker (functions/jobs/invoice-job-worker.ts),
 * outside any request: the table's stream delivers each new leg item of a
 * job, and a leg works for at most 4 minutes of its 15 before it inserts the
 * next leg, so a 2,000-student school's month never meets the timeout.
 */
export class InvoiceJobWorker extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: InvoiceJobWorkerProps) {
    super(scope, id);
    const { table } = props;
    const { logGroup, role } = functionLogsAndRole(
      this,
      'Runs the bulk invoice jobs: every draft of a period, every draft of a month sent',
    );
    grantTableActions(role, table, { query: jobWorkerQueryActions, item: jobWorkerItemActions });
    this.deadLetterQueue = deadLetterQueue(
      this,
      'the job legs (records whose retries ran out)',
      'the job then shows failed after 16 minutes without progress, and nothing consumes the queue automatically.',
    );

    this.function = new NodejsFunction(this, 'Function', {
      description: 'School jobs: bulk invoice generation and sending',
      ...functionSource('functions/jobs/invoice-job-worker.ts'),
      ...tracingFor(this, role),
      memorySize: 1024,
      timeout: Duration.minutes(15),
      role,
      logGroup,
      environment: {
        [environmentVariableNames.tableName]: table.tableName,
        NODE_OPTIONS: sourceMapNodeOptions,
      },
      bundling: functionBundling,
    });

    this.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 1,
        retryAttempts: jobStreamRetryAttempts,
        maxRecordAge: Duration.hours(1),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(jobLegEntityName) } } },
          }),
          // A spreadsheet import being applied (issue 38): its legs, the same way.
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(importLegEntityName) } } },
          }),
        ],
      }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, which the stream event source needs to find the stream, has no resource-level permissions; the other stream rights name the table stream itself.',
    });
  }
}
