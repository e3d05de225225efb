import { Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  LogGroupLogDestination,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  apiBasePath,
  domains,
  headRouteKey,
  routeKey,
  type Domain,
  type RouteDefinition,
} from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import type { DomainFunctions } from './domain-functions';

/**
 * What every route gets unless the route table asks for less: generous for a
 * school of a few hundred families, low enough that a runaway client cannot
 * run up the Lambda bill.
 */
export const defaultRouteThrottle: Required<ThrottleSettings> = { rateLimit: 50, burstLimit: 100 };

/** `$context` variables of an HTTP API stage, one JSON object per request. */
const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
};

export interface SchoolHttpApiProps {
  functions: DomainFunctions;
}

/**
 * The HTTP API: one explicit route per route-table entry, each at
 * `apiBasePath + path` so CloudFront can forward `/api/*` unchanged, and no
 * `{proxy+}` anywhere, so an unknown path is refused by API Gateway before
 * any code runs (docs/architecture.md#one-lambda-per-domain).
 */
export class SchoolHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The API's host name, which is what CloudFront needs as an origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: SchoolHttpApiProps) {
    super(scope, id);

    this.api = new HttpApi(this, 'Api', {
      description: 'School progress API',
      // The stage below carries throttling and access logs, which the implicit default stage cannot.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: defaultRouteThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    for (const domain of domains) {
      integrations.set(
        domain,
        new HttpLambdaIntegration(`${domain}Integration`, props.functions.functionOf(domain), {
          // One invoke permission per function for the whole API instead of one per route:
          // a Lambda resource policy is limited to 20 KB, and a large domain would outgrow it.
          scopePermissionToRoute: false,
        }),
      );
    }

    const routeSettings: Record<string, CfnStage.RouteSettingsProperty> = {};
    for (const route of allRoutes) {
      const integration = integrations.get(route.domain);
      if (!integration) throw new Error(`Route ${route.id} belongs to unknown domain ${route.domain}`);
      const httpRoute = new HttpRoute(this, `Route-${route.id}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(`${apiBasePath}${route.path}`, HttpMethod[route.method]),
        integration,
      });
      Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: authorizationReason(route) });
      const keyedRoutes: [string, HttpRoute][] = [[routeKey(route, apiBasePath), httpRoute]];
      if (route.method === 'GET') {
        // HEAD answers with the GET's headers and no body (headRouteKey): the same function and role check.
        const headRoute = new HttpRoute(this, `Route-${route.id}-head`, {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(`${apiBasePath}${route.path}`, HttpMethod.HEAD),
          integration,
        });
        Validations.of(headRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: authorizationReason(route),
        });
        keyedRoutes.push([headRouteKey(route, apiBasePath), headRoute]);
      }
      if (route.throttle) {
        for (const [key, keyedRoute] of keyedRoutes) {
          routeSettings[key] = {
            throttlingRateLimit: route.throttle.rateLimit,
            throttlingBurstLimit: route.throttle.burstLimit,
          };
          // Route settings name routes by key; CloudFormation rejects them before the route exists.
          this.stage.node.addDependency(keyedRoute);
        }
      }
    }
    // The L2 stage has no per-route settings, so they go on the CloudFormation resource.
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    this.domainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));
  }
}

/**
 * Why a route has no API Gateway authorizer (cdk-nag APIG4): public routes are
 * meant to be called without a token, and the others are checked inside the
 * domain function, which verifies the JWT and applies the role and ownership
 * rules of spec section 6 that an authorizer could not express.
 */
function authorizationReason(route: RouteDefinition): string {
  if (route.access === 'public') {
    return `${route.id} is public by design (${route.summary}); the function validates its input and API Gateway throttles it.`;
  }
  return `${route.id} is authorized in the ${route.domain} function: it verifies the JWT access token (algorithm, exp, aud, iss pinned) and allows only ${route.access.join(', ')}, plus the ownership rules of spec section 6.`;
}
