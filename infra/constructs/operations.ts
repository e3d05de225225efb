import { ArnFormat, CfnParameter, Stack, Token, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueuesVariable } from '../../functions/platform/dead-letters';
import { alarmNamePrefixVariable } from '../../functions/platform/firing-alarms';
import type { LocalDeadLetterQueue } from '../../functions/platform/local-stand-ins';
import { alarmNamePrefixOf, OperationsAlarms } from './operations-alarms';
import { OperationsDashboard } from './operations-dashboard';
import { OperationsTopic } from './operations-topic';
import { TableBackups } from './table-backups';

/** The deploy setting for the monthly cost alert, in US dollars (AWS bills in them). */
export const monthlyBudgetParameter = 'MonthlyBudgetUsd';
export const defaultMonthlyBudgetUsd = 50;

export interface OperationsProps {
  httpApi: HttpApi;
  table: ITableV2;
  /**
   * Every dead-letter queue of the stack under the name the System health page shows (the local runtime's
   * names, functions/platform/local-stand-ins.ts); a queue of the stack left out fails synthesis.
   */
  deadLetterQueues: Record<LocalDeadLetterQueue, IQueue>;
  /**
   * The functions that read the school's health (the System health page, the weekly summary job): each may
   * read the dead-letter queues' depth and the stack's alarms, nothing more.
   */
  healthReaders: readonly NodejsFunction[];
  /** The API's domain functions (their 5xx answers are counted from their logs). */
  apiFunctions: readonly NodejsFunction[];
}

/**
 * What makes the hosting zero-ops (docs/operations.md): the alarms that tell
 * the school's operations email when something fails, one dashboard, a cost
 * alert, and the table's backups. Made last in the stack, it watches every
 * function and dead-letter queue the stack holds, so a new one is watched
 * without anyone remembering to add it.
 */
export class Operations extends Construct {
  readonly topic: OperationsTopic;
  readonly alarms: OperationsAlarms;
  readonly dashboard: OperationsDashboard;
  readonly backups: TableBackups;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const functions = stack.node.findAll().filter((node) => node instanceof NodejsFunction);
    const deadLetterQueues = stack.node.findAll().filter((node) => node instanceof Queue);
    const named = new Set<IQueue>(Object.values(props.deadLetterQueues));
    const unnamed = deadLetterQueues.filter((queue) => !named.has(queue));
    if (unnamed.length > 0)
      throw new Error(`Name these queues for System health: ${unnamed.map((q) => q.node.path).join(', ')}`);
    this.topic = new OperationsTopic(this, 'Alerts');
    this.alarms = new OperationsAlarms(this, 'Alarms', {
      topic: this.topic.topic,
      httpApi: props.httpApi,
      table: props.table,
      functions,
      apiFunctions: props.apiFunctions,
      deadLetterQueues,
    });
    this.dashboard = new OperationsDashboard(this, 'Dashboard', {
      alarms: this.alarms.alarms,
      httpApi: props.httpApi,
      table: props.table,
      functions,
      deadLetterQueues,
    });
    this.backups = new TableBackups(this, 'Backups', { table: props.table });
    this.costBudget();
    for (const reader of props.healthReaders) this.letReadHealth(reader, props.deadLetterQueues);
  }

  /**
   * What System health reads in AWS (docs/operations.md#system-health-page): each dead-letter queue's depth
   * (sqs:GetQueueAttributes on those queues alone: no receive, no purge), and the stack's alarms
   * (cloudwatch:DescribeAlarms on the alarms named with the stack's prefix, alarmNamePrefixOf).
   */
  private letReadHealth(reader: NodejsFunction, queues: Record<LocalDeadLetterQueue, IQueue>): void {
    const stack = Stack.of(this);
    const prefix = alarmNamePrefixOf(stack);
    reader.addEnvironment(
      deadLetterQueuesVariable,
      stack.toJsonString(Object.fromEntries(Object.entries(queues).map(([name, q]) => [name, q.queueUrl]))),
    );
    reader.addEnvironment(alarmNamePrefixVariable, prefix);
    reader.addToRolePolicy(
      new PolicyStatement({
        actions: ['sqs:GetQueueAttributes'],
        resources: Object.values(queues).map((queue) => queue.queueArn),
      }),
    );
    const alarms = stack.formatArn({
      service: 'cloudwatch',
      resource: 'alarm',
      resourceName: `${prefix}*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    reader.addToRolePolicy(
      new PolicyStatement({ actions: ['cloudwatch:DescribeAlarms'], resources: [alarms] }),
    );
    Validations.of(reader.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudwatch:${region}:<AWS::AccountId>:alarm:${prefix}*]`,
      reason:
        'DescribeAlarms on the alarms this stack names with its own prefix: read-only, and no other stack’s alarms.',
    });
  }

  /** An alert when the month's actual cost passes 80 % of the budget, and when its forecast passes it. */
  private costBudget(): void {
    const amount = new CfnParameter(Stack.of(this), monthlyBudgetParameter, {
      type: 'Number',
      default: defaultMonthlyBudgetUsd,
      minValue: 1,
      description: 'The monthly AWS cost, in US dollars, above which the operations email is told',
    });
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topic.topicArn }];
    new CfnBudget(this, 'CostBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: amount.valueAsNumber, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
  }
}
