import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { apiBasePath } from '../shared/routes/route-definition';
import { allRoutes } from '../shared/routes/route-table';
import { alarmNamePrefixOf, alarmThresholds } from './constructs/operations-alarms';
import { OperationsTopic } from './constructs/operations-topic';

/** CloudFront takes web ACLs from this region only. */
export const cloudFrontWafRegion = 'us-east-1';

/**
 * Requests one client address may send in WAF's five-minute window before it
 * is refused until its rate falls: far above what a family or a teacher
 * clicks through (a screen is a handful of calls), far below a script's.
 * A school office behind one address counts as one client, hence generous.
 */
export const apiRequestsPerClient = 3000;
/** Sign-in, registration and setup (the routes that guess at passwords), per client and window. */
export const credentialRequestsPerClient = 100;
/** WAF's rate window: requests are counted over the last five minutes. */
export const rateWindowSeconds = 300;

/**
 * The routes worth guessing at, taken from the route table: those it gives a
 * throttle of their own (sign-in, registration, setup). The token refresh
 * has none, so the sign-in limit never signs open tabs out. A signed webhook
 * (a `rawBody` route) is left out: Stripe delivers every family's events from
 * a few addresses, and its signature, not a per-client count, is its check.
 */
export const credentialPaths = allRoutes
  .filter((route) => route.throttle && !route.rawBody)
  .map((route) => `${apiBasePath}${route.path}`);

const tooManyRequestsBody = 'too-many-requests';

function pathStatement(path: string, positionalConstraint: 'EXACTLY' | 'STARTS_WITH') {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint,
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function rateRule(name: string, priority: number, limit: number, scopeDownStatement: object) {
  return {
    name,
    priority,
    action: {
      block: { customResponse: { responseCode: 429, customResponseBodyKey: tooManyRequestsBody } },
    },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: rateWindowSeconds,
        // The viewer's own address: CloudFront hands WAF the client it is talking to.
        aggregateKeyType: 'IP',
        scopeDownStatement,
      },
    },
    // Sampled requests would keep request paths, and calendar-feed paths carry their token.
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false },
  };
}

/**
 * The web ACL in front of the CloudFront distribution: a per-client rate
 * limit on the API, and a tighter one on the sign-in routes. It must live
 * in us-east-1 whatever the school's region, so it is a small stack of its
 * own there; the school stack reads its ARN through CDK's cross-region
 * references (an SSM parameter written in the school's region), so one
 * `cdk deploy --all` deploys both, in order, with no ARN to copy by hand.
 * Static files of the SPA are not counted: they cost nothing to serve.
 * Its alarm on requests refused in bulk, and the operations email's topic
 * it notifies, live here too (docs/operations.md).
 */
export class EdgeProtectionStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly alerts: OperationsTopic;
  readonly blockedRequestsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'School progress: per-client rate limits in front of the API',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [tooManyRequestsBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            success: false,
            message: 'Too many requests from this device. Please wait a few minutes and try again.',
          }),
        },
      },
      rules: [
        rateRule('SignInPerClient', 0, credentialRequestsPerClient, {
          orStatement: { statements: credentialPaths.map((path) => pathStatement(path, 'EXACTLY')) },
        }),
        rateRule('ApiPerClient', 1, apiRequestsPerClient, pathStatement(`${apiBasePath}/`, 'STARTS_WITH')),
      ],
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: 'SchoolProgressWebAcl',
        sampledRequestsEnabled: false,
      },
    });

    // The ACL's metrics exist only here, and an alarm notifies a topic of its own region only: the
    // operations email gets a topic of this stack's own, subscribed from the same deploy setting.
    this.alerts = new OperationsTopic(this, 'Alerts', { publishers: ['cloudwatch.amazonaws.com'] });
    this.blockedRequestsAlarm = new Alarm(this, 'BlockedRequestsAlarm', {
      alarmName: `${alarmNamePrefixOf(this)}WafBlockedRequests`,
      alarmDescription: `The web ACL refused ${alarmThresholds.wafBlockedRequests} or more requests (429) in 5 minutes: a script or an attack, or a school office over its limit (docs/operations.md)`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // A CloudFront-scoped ACL's metrics carry no Region; `ALL` sums its rules. The ACL's name is the
        // first part of its Ref (name|id|scope), generated by CloudFormation.
        dimensionsMap: { WebACL: this.webAcl.webAclRef.webAclName, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: alarmThresholds.wafBlockedRequests,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No request refused in a window is no data: quiet, not failing.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.alerts.topic);
    this.blockedRequestsAlarm.addAlarmAction(action);
    this.blockedRequestsAlarm.addOkAction(action);
  }
}
