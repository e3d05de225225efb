import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type Alarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { cloudFrontWafRegion } from '../edge-protection-stack';
import { tableOperations } from './operations-alarms';
import {
  heartbeatJobs,
  metricDimensions,
  metricNames,
  schoolMetricsNamespace,
  schoolMetricsService,
} from '../../functions/platform/school-metrics';

export interface OperationsDashboardProps {
  alarms: readonly Alarm[];
  httpApi: HttpApi;
  table: ITableV2;
  functions: readonly NodejsFunction[];
  deadLetterQueues: readonly Queue[];
}

const period = Duration.minutes(5);

const schoolSum = (metricName: string, dimensions: Record<string, string> = {}, label?: string) =>
  new Metric({
    namespace: schoolMetricsNamespace,
    metricName,
    dimensionsMap: { service: schoolMetricsService, ...dimensions },
    statistic: 'Sum',
    period: Duration.hours(1),
    ...(label ? { label } : {}),
  });

/** One CloudWatch dashboard with what the alarms watch, so a person can see how far from firing each is. */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { httpApi: api } = props;
    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(1) });
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 6 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API answers',
        left: [
          api.metricCount({ statistic: 'Sum', period, label: 'requests' }),
          api.metricClientError({ statistic: 'Sum', period, label: '4xx' }),
          api.metricServerError({ statistic: 'Sum', period, label: '5xx' }),
        ],
      }),
      new GraphWidget({
        title: 'API answer time (ms)',
        left: [
          api.metricLatency({ statistic: 'p50', period, label: 'median' }),
          api.metricLatency({ statistic: 'p95', period, label: 'p95' }),
        ],
      }),
      new GraphWidget({
        title: 'Emails per hour',
        left: [
          schoolSum(metricNames.emailsSent, {}, 'sent'),
          schoolSum(metricNames.emailsFailed, {}, 'given up'),
        ],
      }),
      new GraphWidget({
        title: 'Scheduled jobs: successful runs',
        left: heartbeatJobs.map((job) =>
          schoolSum(metricNames.jobSucceeded, { [metricDimensions.job]: job }, job),
        ),
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: props.functions.map((fn) =>
          fn.metricErrors({
            statistic: 'Sum',
            period,
            label: fn.node.path.split('/').slice(1, -1).join(' '),
          }),
        ),
        width: 12,
      }),
      new GraphWidget({
        title: 'Dead letters waiting',
        left: props.deadLetterQueues.map((queue) =>
          queue.metricApproximateNumberOfMessagesVisible({
            statistic: 'Maximum',
            period,
            label: queue.node.path,
          }),
        ),
      }),
      // One graph each: the two sums name their per-operation metrics alike, which one graph cannot hold.
      new GraphWidget({
        title: 'DynamoDB throttled requests',
        left: [props.table.metricThrottledRequestsForOperations({ operations: tableOperations, period })],
        width: 6,
      }),
      new GraphWidget({
        title: 'DynamoDB system errors',
        left: [props.table.metricSystemErrorsForOperations({ operations: tableOperations, period })],
        width: 6,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Requests the WAF refused (us-east-1)',
        left: [
          // The web ACL and its metrics live in us-east-1, under a name CloudFormation generated in the edge
          // stack: a search there finds them without a reference across regions (one ACL per account: the
          // edge stack's name is fixed, docs/deploy.md).
          new MathExpression({
            expression: `SEARCH('{AWS/WAFV2,Rule,WebACL} MetricName="BlockedRequests" Rule="ALL"', 'Sum', ${period.toSeconds()})`,
            searchRegion: cloudFrontWafRegion,
            label: 'refused (429)',
            period,
          }),
        ],
        width: 12,
      }),
    );
  }
}
