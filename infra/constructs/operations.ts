import { CfnParameter, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OperationsAlarms } from './operations-alarms';
import { OperationsDashboard } from './operations-dashboard';
import { OperationsTopic } from './operations-topic';
import { TableBackups } from './table-backups';

/** The deploy setting for the monthly cost alert, in US dollars (AWS bills in them). */
export const monthlyBudgetParameter = 'MonthlyBudgetUsd';
export const defaultMonthlyBudgetUsd = 50;

export interface OperationsProps {
  httpApi: HttpApi;
  table: ITableV2;
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
    this.topic = new OperationsTopic(this, 'Alerts');
    this.alarms = new OperationsAlarms(this, 'Alarms', {
      topic: this.topic.topic,
      httpApi: props.httpApi,
      table: props.table,
      functions,
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
