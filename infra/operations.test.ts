import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartbeatJobs, metricNames, schoolMetricsNamespace } from '../functions/platform/school-metrics';
import { deadLetterQueuesVariable } from '../functions/platform/dead-letters';
import { alarmNamePrefixVariable } from '../functions/platform/firing-alarms';
import { localDeadLetterQueues } from '../functions/platform/local-stand-ins';
import {
  alarmThresholds,
  heartbeatWindows,
  jobLateWindow,
  serverErrorsMetric,
} from './constructs/operations-alarms';
import { lateWatchedJobs } from '../functions/platform/job-staleness';
import { defaultMonthlyBudgetUsd, monthlyBudgetParameter } from './constructs/operations';
import { operationsEmailParameter } from './constructs/operations-topic';
import { backupRetention } from './constructs/table-backups';
import { systemSummaryItemActions, systemSummaryQueryActions } from './constructs/system-summary-schedule';
import { tracingContextKey } from './constructs/function-tracing';
import {
  resourcesOfType,
  synthesizeSchoolApp,
  type CloudFormationResource,
  type SynthesizedSchoolApp,
} from './testing/synthesize-school-app';

/** The operations construct read from the synthesized template (docs/operations.md). */
let synthesized: SynthesizedSchoolApp;

beforeAll(() => {
  synthesized = synthesizeSchoolApp(join(tmpdir(), 'school-progress-no-web-dist'), {
    bundleFunctions: false,
  });
});

const props = (resource: CloudFormationResource) => resource.Properties ?? {};
const alarms = () => resourcesOfType(synthesized, 'AWS::CloudWatch::Alarm').map(([, alarm]) => props(alarm));
const topicLogicalId = () => {
  const topics = resourcesOfType(synthesized, 'AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
};
const refersToTopic = (value: unknown) => JSON.stringify(value).includes(`"Ref":"${topicLogicalId()}"`);
const alarmsOn = (namespace: string, metricName: string) =>
  alarms().filter((alarm) => alarm.Namespace === namespace && alarm.MetricName === metricName);

describe('operations: alarms that reach a person', () => {
  it('passes cdk-nag', () => {
    expect(synthesized.violations).toEqual([]);
    expect(synthesized.synthError).toBeUndefined();
  });

  it('sends every alarm, firing and clearing, to one encrypted topic with the required operations email subscribed', () => {
    const [, topic] = resourcesOfType(synthesized, 'AWS::SNS::Topic')[0]!;
    expect(props(topic).KmsMasterKeyId).toBeDefined();
    const parameters = (synthesized.templateJson as { Parameters?: Record<string, Record<string, unknown>> })
      .Parameters!;
    expect(parameters[operationsEmailParameter]).toMatchObject({ Type: 'String' });
    expect(parameters[operationsEmailParameter]!.Default).toBeUndefined();
    const subscriptions = resourcesOfType(synthesized, 'AWS::SNS::Subscription').map(([, s]) => props(s));
    expect(subscriptions).toContainEqual(
      expect.objectContaining({ Protocol: 'email', Endpoint: { Ref: operationsEmailParameter } }),
    );
    expect(alarms().length).toBeGreaterThan(20);
    for (const alarm of alarms()) {
      expect(refersToTopic(alarm.AlarmActions), String(alarm.AlarmDescription)).toBe(true);
      expect(refersToTopic(alarm.OKActions), String(alarm.AlarmDescription)).toBe(true);
    }
  });

  it('watches errors and throttles of every function in the stack', () => {
    const functions = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(props(fn).Description ?? '').startsWith('School'),
    );
    expect(functions.length).toBeGreaterThan(10);
    for (const [logicalId] of functions) {
      for (const metricName of ['Errors', 'Throttles']) {
        const watching = alarmsOn('AWS/Lambda', metricName).filter((alarm) =>
          JSON.stringify(alarm.Dimensions).includes(`"Ref":"${logicalId}"`),
        );
        expect(watching, `${metricName} of ${logicalId}`).toHaveLength(1);
      }
    }
  });

  it('fires on any message in any dead-letter queue', () => {
    const queues = resourcesOfType(synthesized, 'AWS::SQS::Queue');
    expect(queues.length).toBeGreaterThan(0);
    for (const [logicalId] of queues) {
      const watching = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible').filter((alarm) =>
        JSON.stringify(alarm.Dimensions).includes(logicalId),
      );
      expect(watching, logicalId).toHaveLength(1);
      expect(watching[0]!.Threshold).toBe(1);
    }
  });

  it('watches the API’s 5xx rate and p95 latency, DynamoDB throttles and system errors, and SES reputation', () => {
    const rate = alarms().find((alarm) =>
      JSON.stringify(alarm.Metrics ?? []).includes('100 * errors / requests'),
    );
    expect(rate?.Threshold).toBe(alarmThresholds.api5xxPercent);
    expect(alarmsOn('AWS/ApiGateway', 'Latency')[0]).toMatchObject({
      ExtendedStatistic: 'p95',
      Threshold: alarmThresholds.apiP95LatencyMs,
    });
    const math = alarms().map((alarm) => JSON.stringify(alarm.Metrics ?? []));
    expect(math.some((m) => m.includes('ThrottledRequests'))).toBe(true);
    expect(math.some((m) => m.includes('SystemErrors'))).toBe(true);
    expect(alarmsOn('AWS/SES', 'Reputation.BounceRate')[0]?.Threshold).toBe(alarmThresholds.sesBounceRate);
    expect(alarmsOn('AWS/SES', 'Reputation.ComplaintRate')[0]?.Threshold).toBe(
      alarmThresholds.sesComplaintRate,
    );
    expect(alarmsOn(schoolMetricsNamespace, metricNames.emailsFailed)[0]).toMatchObject({
      Threshold: 1,
      Period: 3600,
      Dimensions: [{ Name: 'service', Value: 'school' }],
    });
  });

  it('fires when a scheduled job has not succeeded on time, counting silence as failure', () => {
    const heartbeats = alarmsOn(schoolMetricsNamespace, metricNames.jobSucceeded);
    expect(heartbeats).toHaveLength(Object.keys(heartbeatWindows).length);
    for (const job of heartbeatJobs.filter((name) => heartbeatWindows[name])) {
      const alarm = heartbeats.find((candidate) => JSON.stringify(candidate.Dimensions).includes(job));
      expect(alarm, job).toMatchObject({
        ComparisonOperator: 'LessThanThreshold',
        Threshold: 1,
        TreatMissingData: 'breaching',
        Period: heartbeatWindows[job]!.period.toSeconds(),
        EvaluationPeriods: heartbeatWindows[job]!.periods,
      });
    }
  });

  it('fires when a weekly job has not run on time, as the daily sweep finds it, so every job is watched', () => {
    const late = alarmsOn(schoolMetricsNamespace, metricNames.jobLate);
    expect(late).toHaveLength(lateWatchedJobs.length);
    for (const job of lateWatchedJobs) {
      const alarm = late.find((candidate) => JSON.stringify(candidate.Dimensions).includes(`"${job}"`));
      expect(alarm, job).toMatchObject({
        Statistic: 'Maximum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Period: jobLateWindow.toSeconds(),
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
    }
    // Each scheduled job is watched one way or the other: a heartbeat alarm or the sweep's lateness.
    expect([...Object.keys(heartbeatWindows), ...lateWatchedJobs].toSorted()).toEqual(
      [...heartbeatJobs].toSorted(),
    );
  });

  it('has one dashboard, a monthly cost budget alerting the topic, and daily and monthly table backups', () => {
    const dashboards = resourcesOfType(synthesized, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    // The WAF's refusals, read from us-east-1 where its metrics are.
    const body = JSON.stringify(props(dashboards[0]![1]).DashboardBody);
    expect(body).toContain('AWS/WAFV2');
    expect(body).toContain('BlockedRequests');
    expect(body).toMatch(/region\\":\\"us-east-1/);
    const [, budget] = resourcesOfType(synthesized, 'AWS::Budgets::Budget')[0]!;
    expect(JSON.stringify(props(budget))).toContain(`"Ref":"${monthlyBudgetParameter}"`);
    expect(refersToTopic(props(budget).NotificationsWithSubscribers)).toBe(true);
    const parameters = (synthesized.templateJson as { Parameters?: Record<string, Record<string, unknown>> })
      .Parameters!;
    expect(parameters[monthlyBudgetParameter]!.Default).toBe(defaultMonthlyBudgetUsd);
    const [, plan] = resourcesOfType(synthesized, 'AWS::Backup::BackupPlan')[0]!;
    const rules = (props(plan).BackupPlan as { BackupPlanRule: Record<string, unknown>[] }).BackupPlanRule;
    expect(
      rules.map((rule) => (rule.Lifecycle as { DeleteAfterDays: number }).DeleteAfterDays).sort(),
    ).toEqual([backupRetention.daily.toDays(), backupRetention.monthly.toDays()].sort());
    const [, selection] = resourcesOfType(synthesized, 'AWS::Backup::BackupSelection')[0]!;
    expect(JSON.stringify(props(selection))).toContain('Table');
  });
});

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Effect?: string;
}

/** A function's logical id, properties and the statements of its role's policies. */
function functionDescribed(description: string) {
  const found = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(
    ([, fn]) => props(fn).Description === description,
  );
  expect(found, description).toHaveLength(1);
  const [logicalId, fn] = found[0]!;
  const role = (props(fn).Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statements = resourcesOfType(synthesized, 'AWS::IAM::Policy')
    .filter(([, policy]) => (props(policy).Roles as { Ref: string }[]).some((r) => r.Ref === role))
    .flatMap(([, policy]) => (props(policy).PolicyDocument as { Statement: Statement[] }).Statement);
  const variables = (props(fn).Environment as { Variables: Record<string, unknown> }).Variables;
  return { logicalId, statements, variables };
}

const actionsOf = (statement: Statement) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** What System health reads in AWS: the readers' grants are the least that reading needs. */
export function expectReadsHealthOnly(description: string) {
  const { statements, variables } = functionDescribed(description);
  const queueLogicalIds = resourcesOfType(synthesized, 'AWS::SQS::Queue').map(([id]) => id);
  // A job's role may also send its own failures to its dead-letter queue; reading never receives, deletes or purges.
  const sqs = statements.flatMap(actionsOf).filter((action) => action.startsWith('sqs:'));
  for (const forbidden of ['ReceiveMessage', 'DeleteMessage', 'PurgeQueue', '*'])
    expect(sqs, description).not.toContain(`sqs:${forbidden}`);
  const depth = statements.filter((statement) => actionsOf(statement).join() === 'sqs:GetQueueAttributes');
  expect(depth, description).toHaveLength(1);
  const queueArns = depth[0]!.Resource as { 'Fn::GetAtt': [string, string] }[];
  expect(queueArns.map((arn) => arn['Fn::GetAtt']).toSorted()).toEqual(
    queueLogicalIds.map((id) => [id, 'Arn']).toSorted(),
  );
  const cloudWatch = statements.filter((statement) =>
    actionsOf(statement).some((a) => a.startsWith('cloudwatch:')),
  );
  expect(cloudWatch.flatMap(actionsOf), description).toEqual(['cloudwatch:DescribeAlarms']);
  expect(JSON.stringify(cloudWatch[0]!.Resource)).toContain(':alarm:SchoolProgress.*');
  expect(variables[alarmNamePrefixVariable]).toBe('SchoolProgress.');
  // The queues' URLs by the names the page shows, one per queue of the stack.
  const urls = JSON.stringify(variables[deadLetterQueuesVariable]);
  for (const name of localDeadLetterQueues) expect(urls, name).toContain(`\\"${name}\\":`);
  for (const id of queueLogicalIds) expect(urls, id).toContain(`"Ref":"${id}"`);
}

describe('operations: the WAF’s blocked requests, alarmed in the edge stack (us-east-1)', () => {
  const edgeOfType = (type: string) =>
    Object.entries(synthesized.edgeTemplateJson.Resources).filter(([, resource]) => resource.Type === type);

  it('tells the operations email, through a topic of the edge stack’s own, when the web ACL refuses requests in bulk', () => {
    const [webAclId] = edgeOfType('AWS::WAFv2::WebACL')[0]!;
    const topics = edgeOfType('AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    const [topicId, topic] = topics[0]!;
    expect(props(topic).KmsMasterKeyId).toBeDefined();
    // The same deploy setting as the school stack's: one `--parameters OperationsEmail=…` gives both.
    const parameters = (
      synthesized.edgeTemplateJson as { Parameters?: Record<string, Record<string, unknown>> }
    ).Parameters!;
    expect(parameters[operationsEmailParameter]).toMatchObject({ Type: 'String' });
    expect(parameters[operationsEmailParameter]!.Default).toBeUndefined();
    expect(edgeOfType('AWS::SNS::Subscription').map(([, s]) => props(s))).toEqual([
      expect.objectContaining({
        Protocol: 'email',
        Endpoint: { Ref: operationsEmailParameter },
        TopicArn: { Ref: topicId },
      }),
    ]);

    const alarms = edgeOfType('AWS::CloudWatch::Alarm').map(([, alarm]) => props(alarm));
    expect(alarms).toEqual([
      expect.objectContaining({
        AlarmName: 'SchoolProgressEdge.WafBlockedRequests',
        Namespace: 'AWS/WAFV2',
        MetricName: 'BlockedRequests',
        Statistic: 'Sum',
        Period: 300,
        Threshold: alarmThresholds.wafBlockedRequests,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topicId }],
        OKActions: [{ Ref: topicId }],
      }),
    ]);
    // A CloudFront-scoped ACL's metrics have no Region dimension; WebACL is the ACL's generated name.
    expect(alarms[0]!.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: { 'Fn::Select': [0, { 'Fn::Split': ['|', { Ref: webAclId }] }] } },
      ]),
    );
    expect(alarms[0]!.Dimensions).toHaveLength(2);
  });
});

describe('operations: 5xx answers counted without a metrics library in the functions', () => {
  it('counts each API function’s "request failed" log lines as ServerErrors and alarms on any', () => {
    const apiFunctions = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(props(fn).Description ?? '').startsWith('School API:'),
    );
    const filters = resourcesOfType(synthesized, 'AWS::Logs::MetricFilter').map(([, filter]) =>
      props(filter),
    );
    expect(filters).toHaveLength(apiFunctions.length);
    for (const [, fn] of apiFunctions) {
      const logGroup = (props(fn).LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      const filter = filters.find((candidate) => JSON.stringify(candidate.LogGroupName).includes(logGroup));
      expect(filter, logGroup).toMatchObject({
        FilterPattern: '{ ($.level = "ERROR") && ($.message = "request failed") }',
        MetricTransformations: [
          {
            MetricNamespace: schoolMetricsNamespace,
            MetricName: serverErrorsMetric.name,
            MetricValue: '1',
            DefaultValue: 0,
          },
        ],
      });
    }
    expect(alarmsOn(schoolMetricsNamespace, serverErrorsMetric.name)).toEqual([
      expect.objectContaining({
        Threshold: alarmThresholds.serverErrorAnswers,
        Period: 300,
        Statistic: 'Sum',
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      }),
    ]);
  });
});

describe('operations: what System health reads in AWS', () => {
  it('names every alarm with the stack’s prefix, the one the page reads by', () => {
    for (const alarm of alarms()) expect(String(alarm.AlarmName)).toMatch(/^SchoolProgress\.[\w-]+$/);
  });

  it('lets the system function read the dead-letter queues’ depth and the stack’s alarms, and nothing more of either', () => {
    expectReadsHealthOnly('School API: system domain');
  });
});

describe('operations: the weekly summary to super_admins', () => {
  const description = 'School jobs: weekly system summary to super admins';

  it('runs Mondays at 08:00 on the school’s clock, failing into the scheduled jobs’ dead-letter queue', () => {
    const { logicalId } = functionDescribed(description);
    const schedules = resourcesOfType(synthesized, 'AWS::Scheduler::Schedule').filter(([, schedule]) =>
      JSON.stringify(props(schedule).Target).includes(`"${logicalId}"`),
    );
    expect(schedules).toHaveLength(1);
    expect(props(schedules[0]![1])).toMatchObject({
      ScheduleExpression: 'cron(0 8 ? * MON *)',
      ScheduleExpressionTimezone: 'Europe/London',
    });
    const sweepQueue = JSON.stringify(
      (props(schedules[0]![1]).Target as { DeadLetterConfig: unknown }).DeadLetterConfig,
    );
    const sweep = functionDescribed('School jobs: daily overdue-invoice sweep');
    const sweepSchedule = resourcesOfType(synthesized, 'AWS::Scheduler::Schedule').find(([, schedule]) =>
      JSON.stringify(props(schedule).Target).includes(`"${sweep.logicalId}"`),
    )!;
    expect(sweepQueue).toBe(
      JSON.stringify((props(sweepSchedule[1]).Target as { DeadLetterConfig: unknown }).DeadLetterConfig),
    );
  });

  it('may read what it summarises and write its messages: no Scan, delete or batch write', () => {
    const { statements } = functionDescribed(description);
    const dynamo = statements.flatMap(actionsOf).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamo.toSorted()).toEqual([...systemSummaryQueryActions, ...systemSummaryItemActions].toSorted());
    for (const forbidden of ['Scan', 'DeleteItem', 'BatchWriteItem'])
      expect(dynamo).not.toContain(`dynamodb:${forbidden}`);
    expectReadsHealthOnly(description);
  });
});

describe('operations: X-Ray tracing behind a context flag', () => {
  const schoolFunctions = (app: SynthesizedSchoolApp) =>
    resourcesOfType(app, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(props(fn).Description ?? '').startsWith('School'),
    );

  it('is off unless the deploy asks for it', () => {
    for (const [logicalId, fn] of schoolFunctions(synthesized))
      expect(props(fn).TracingConfig, logicalId).toBeUndefined();
  });

  it('is on for every function with -c tracing=true, and cdk-nag stays clean', () => {
    const traced = synthesizeSchoolApp(join(tmpdir(), 'school-progress-no-web-dist'), {
      bundleFunctions: false,
      extraContext: { [tracingContextKey]: 'true' },
    });
    expect(traced.violations).toEqual([]);
    expect(traced.synthError).toBeUndefined();
    const functions = schoolFunctions(traced);
    expect(functions.length).toBeGreaterThan(10);
    for (const [logicalId, fn] of functions)
      expect(props(fn).TracingConfig, logicalId).toEqual({ Mode: 'Active' });
  });
});
