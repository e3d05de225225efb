import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { lateWatchedJobs } from '../../functions/platform/job-staleness';
import {
  metricDimensions,
  metricNames,
  schoolMetricsNamespace,
  schoolMetricsService,
  type HeartbeatJob,
} from '../../functions/platform/school-metrics';

/**
 * The thresholds, with why (docs/operations.md says what to do when each fires).
 * A failing school is told within minutes; one bad request among many is not news.
 */
export const alarmThresholds = {
  /** Any unhandled error or timeout of a function: the handlers answer 4xx/5xx themselves, so this is a crash. */
  functionErrors: 1,
  /** Any throttled invocation: the account's concurrency ran out and someone was refused. */
  functionThrottles: 1,
  /** Of the API's answers in 5 minutes, this percentage or more were 5xx (with at least 20 answers), twice running. */
  api5xxPercent: 5,
  api5xxMinimumRequests: 20,
  /** The API's 95th percentile answer time, in ms, for 15 minutes. */
  apiP95LatencyMs: 3000,
  /** Any message waiting in a dead-letter queue: work that failed all its retries. */
  deadLetterMessages: 1,
  /** SES puts an account under review at a 5 % bounce rate and 0.1 % complaint rate, and may pause it after: warn before. */
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
  /** Any email given up on in the last hour. */
  emailsFailedPerHour: 1,
  /**
   * Any 5xx the API functions answered themselves in 5 minutes: a 500 is a bug (docs/architecture.md#the-server-decides)
   * and a 503 a dependency out of reach after the SDK's retries; neither is a Lambda error, so the function alarms miss them.
   */
  serverErrorAnswers: 1,
  /**
   * Requests the web ACL refused (429) in 5 minutes, all rules together: one a second on average. A family or
   * an office that hits a limit is refused at a person's pace, a few dozen requests before it waits; a script
   * guessing passwords or flooding the API is refused by the hundred. Alarmed in the edge stack, in us-east-1
   * (infra/edge-protection-stack.ts).
   */
  wafBlockedRequests: 300,
} as const;

/**
 * The 5xx answers of the API functions, counted from the line the shared error handler logs for each
 * (functions/request/middleware/error-envelope.ts: level ERROR, message "request failed") by a metric filter on
 * each function's log group: no metrics library in the functions' bundles, no API call.
 */
export const serverErrorsMetric = {
  name: 'ServerErrors',
  logPattern: FilterPattern.all(
    FilterPattern.stringValue('$.level', '=', 'ERROR'),
    FilterPattern.stringValue('$.message', '=', 'request failed'),
  ),
} as const;

/**
 * How long a scheduled job may go without a successful run before its heartbeat alarm fires: the schedule's
 * interval and some grace. The weekly progress digest has none (an alarm's window is at most 7 days, its
 * interval exactly 7: it would fire every Monday before the run); its errors and dead letters still alarm.
 */
export const heartbeatWindows: Partial<Record<HeartbeatJob, { period: Duration; periods: number }>> = {
  'lesson-reminders': { period: Duration.hours(1), periods: 3 },
  'overdue-sweep': { period: Duration.hours(6), periods: 5 },
  retention: { period: Duration.hours(6), periods: 5 },
};

/**
 * The weekly jobs are watched through the daily sweep instead: it writes `JobLate` (1 or 0) for each
 * (functions/jobs/weekly-jobs-lateness.ts), and a day's window holds one sweep's figure, so the alarm neither
 * flickers between sweeps nor waits for a second one. A day without a sweep is no data, and the sweep's own
 * heartbeat says so.
 */
export const jobLateWindow = Duration.days(1);

/**
 * The operations the functions send (a math alarm takes at most 10 metrics, so not all of DynamoDB's): no Scan,
 * no PartiQL.
 */
export const tableOperations = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

export interface OperationsAlarmsProps {
  topic: ITopic;
  httpApi: HttpApi;
  table: ITableV2;
  functions: readonly NodejsFunction[];
  /** The API's domain functions, whose 5xx answers are counted from their logs. */
  apiFunctions: readonly NodejsFunction[];
  deadLetterQueues: readonly Queue[];
}

/**
 * Every alarm of the stack is named `<stack name>.<id>`: a stack name holds only letters, digits and hyphens,
 * so the dot ends the prefix and no other stack's alarms (a demo school beside this one) share it. The System
 * health page reads the firing alarms by this prefix (functions/platform/firing-alarms.ts).
 */
export const alarmNamePrefixOf = (stack: Stack): string => `${stack.stackName}.`;

const schoolMetric = (metricName: string, dimensions: Record<string, string>, period: Duration) =>
  new Metric({
    namespace: schoolMetricsNamespace,
    metricName,
    dimensionsMap: { service: schoolMetricsService, ...dimensions },
    statistic: 'Sum',
    period,
  });

/** Every alarm of the school, each sending to the operations topic when it fires and when it clears. */
export class OperationsAlarms extends Construct {
  readonly alarms: Alarm[] = [];
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.action = new SnsAction(props.topic);
    this.functionAlarms(props.functions);
    this.apiAlarms(props.httpApi);
    this.serverErrorAlarm(props.apiFunctions);
    props.deadLetterQueues.forEach((queue, index) =>
      this.add(`DeadLetters${index}`, {
        description: `A message is waiting in the dead-letter queue ${queue.node.path}: work failed all its retries`,
        metric: queue.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: Duration.minutes(5),
        }),
        threshold: alarmThresholds.deadLetterMessages,
      }),
    );
    this.tableAlarms(props.table);
    this.emailAlarms();
    this.heartbeatAlarms();
    this.lateJobAlarms();
  }

  private add(
    id: string,
    settings: {
      description: string;
      metric: IMetric;
      threshold: number;
      periods?: number;
      comparison?: ComparisonOperator;
      missing?: TreatMissingData;
    },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      alarmName: `${alarmNamePrefixOf(Stack.of(this))}${id}`,
      alarmDescription: settings.description,
      metric: settings.metric,
      threshold: settings.threshold,
      evaluationPeriods: settings.periods ?? 1,
      comparisonOperator: settings.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: settings.missing ?? TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  private functionAlarms(functions: readonly NodejsFunction[]): void {
    functions.forEach((fn, index) => {
      const name = fn.node.path;
      const period = Duration.minutes(5);
      this.add(`FunctionErrors${index}`, {
        description: `${name} failed (an unhandled error or a timeout)`,
        metric: fn.metricErrors({ statistic: 'Sum', period }),
        threshold: alarmThresholds.functionErrors,
      });
      this.add(`FunctionThrottles${index}`, {
        description: `${name} was throttled (the account's Lambda concurrency ran out)`,
        metric: fn.metricThrottles({ statistic: 'Sum', period }),
        threshold: alarmThresholds.functionThrottles,
      });
    });
  }

  private apiAlarms(api: HttpApi): void {
    const period = Duration.minutes(5);
    const { api5xxMinimumRequests: minimum } = alarmThresholds;
    this.add('Api5xxRate', {
      description: `${alarmThresholds.api5xxPercent} % or more of the API's answers were server errors, twice in a row`,
      metric: new MathExpression({
        // Below `minimum` answers a single failure is no rate: the errors alarm of its function still fires.
        expression: `IF(requests >= ${minimum}, 100 * errors / requests, 0)`,
        usingMetrics: {
          errors: api.metricServerError({ statistic: 'Sum', period }),
          requests: api.metricCount({ statistic: 'Sum', period }),
        },
        period,
        label: 'API 5xx %',
      }),
      threshold: alarmThresholds.api5xxPercent,
      periods: 2,
    });
    this.add('ApiLatencyP95', {
      description: `The API's 95th percentile answer took over ${alarmThresholds.apiP95LatencyMs} ms for 15 minutes`,
      metric: api.metricLatency({ statistic: 'p95', period }),
      threshold: alarmThresholds.apiP95LatencyMs,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      periods: 3,
    });
  }

  private serverErrorAlarm(apiFunctions: readonly NodejsFunction[]): void {
    const period = Duration.minutes(5);
    apiFunctions.forEach((fn, index) => {
      new MetricFilter(this, `ServerErrorAnswers${index}`, {
        logGroup: fn.logGroup,
        filterPattern: serverErrorsMetric.logPattern,
        metricNamespace: schoolMetricsNamespace,
        metricName: serverErrorsMetric.name,
        metricValue: '1',
        // No line in a minute is a 0, so the alarm and the dashboard see quiet minutes as quiet.
        defaultValue: 0,
      });
    });
    this.add('ServerErrorAnswers', {
      description:
        'The API answered a server error (500 or 503): the function’s log line "request failed" says why',
      metric: new Metric({
        namespace: schoolMetricsNamespace,
        metricName: serverErrorsMetric.name,
        statistic: 'Sum',
        period,
      }),
      threshold: alarmThresholds.serverErrorAnswers,
    });
  }

  private tableAlarms(table: ITableV2): void {
    const period = Duration.minutes(5);
    this.add('TableThrottles', {
      description: 'DynamoDB throttled requests to the school table',
      metric: table.metricThrottledRequestsForOperations({ operations: tableOperations, period }),
      threshold: 1,
    });
    this.add('TableSystemErrors', {
      description: 'DynamoDB answered requests to the school table with system errors',
      metric: table.metricSystemErrorsForOperations({ operations: tableOperations, period }),
      threshold: 1,
    });
  }

  private emailAlarms(): void {
    const period = Duration.hours(1);
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period });
    this.add('SesBounceRate', {
      description: 'The SES account bounce rate nears the 5 % at which AWS reviews, then may pause, sending',
      metric: reputation('Reputation.BounceRate'),
      threshold: alarmThresholds.sesBounceRate,
    });
    this.add('SesComplaintRate', {
      description:
        'The SES account complaint rate nears the 0.1 % at which AWS reviews, then may pause, sending',
      metric: reputation('Reputation.ComplaintRate'),
      threshold: alarmThresholds.sesComplaintRate,
    });
    this.add('EmailsFailed', {
      description: 'An email was given up on in the last hour (System health lists it with the reason)',
      metric: schoolMetric(metricNames.emailsFailed, {}, period),
      threshold: alarmThresholds.emailsFailedPerHour,
    });
  }

  private lateJobAlarms(): void {
    for (const job of lateWatchedJobs) {
      this.add(`JobLate-${job}`, {
        description: `The weekly ${job} job has not run on time (the daily sweep found its last run too old)`,
        metric: new Metric({
          namespace: schoolMetricsNamespace,
          metricName: metricNames.jobLate,
          dimensionsMap: { service: schoolMetricsService, [metricDimensions.job]: job },
          statistic: 'Maximum',
          period: jobLateWindow,
        }),
        threshold: 1,
      });
    }
  }

  private heartbeatAlarms(): void {
    for (const [job, window] of Object.entries(heartbeatWindows)) {
      const hours = window.period.toHours() * window.periods;
      this.add(`Heartbeat-${job}`, {
        description: `The ${job} job has not succeeded for ${hours} hours`,
        metric: schoolMetric(metricNames.jobSucceeded, { [metricDimensions.job]: job }, window.period),
        threshold: 1,
        comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
        periods: window.periods,
        // No heartbeat at all is the failure this alarm exists for.
        missing: TreatMissingData.BREACHING,
      });
    }
  }
}
