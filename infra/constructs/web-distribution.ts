import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, DefaultStackSynthesizer, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { apiBasePath } from '../../shared/routes/route-definition';
import { securityHeadersPolicyProps } from '../security-headers-policy';
import { apiViewerRequestFunctionCode } from '../api-viewer-request-function';
import { edgeHeaderNames } from '../../functions/platform/edge-headers';
import { spaFallbackFunctionCode } from '../spa-fallback-function';

export interface WebDistributionProps {
  /** Host name of the HTTP API, which serves `/api/*` behind the same domain as the app. */
  apiDomainName: string;
  /** Sent to the API in the origin-secret header; the functions refuse requests without it. */
  originSecret: ISecret;
  /** The web ACL (us-east-1) with the per-client rate limits. */
  webAclArn: string;
  accessLogsBucket: IBucket;
  /**
   * The built SPA (`npm run build:web` writes `web/dist`). When it has no
   * index.html the bucket and distribution are still created, empty, so the
   * stack synthesizes in tests and CI without a web build.
   */
  webDistPath: string;
}

/**
 * The web app on one HTTPS origin: the SPA from a private bucket through
 * Origin Access Control, and `/api/*` forwarded unchanged to the HTTP API, so
 * cookies are first-party and the browser needs no CORS.
 */
export class WebDistribution extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly deploysSite: boolean;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serves index.html for client-side routes',
      code: FunctionCode.fromInline(spaFallbackFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiViewerRequest = new CloudFrontFunction(this, 'ApiViewerRequest', {
      comment: 'Treats /api/x/ as /api/x and passes the viewer address on to the API',
      code: FunctionCode.fromInline(apiViewerRequestFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', securityHeadersPolicyProps());

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'School progress web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes Europe and the Middle East, where the UK and UAE schools and their families are.
      priceClass: PriceClass.PRICE_CLASS_200,
      webAclId: props.webAclArn,
      // No standard logs: they keep every request's full path, and a calendar feed's path is its bearer
      // token. API requests are logged by API Gateway by route key (constructs/http-api.ts).
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headersPolicy,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${apiBasePath}/*`]: {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // A dynamic reference: CloudFormation resolves it at deploy time, the template never holds it.
            customHeaders: { [edgeHeaderNames.originSecret]: props.originSecret.secretValue.unsafeUnwrap() },
          }),
          // A redirect would turn a POST into a GET, so plain HTTP is refused rather than redirected.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers reach the API; Host must be the API's own for TLS and routing.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headersPolicy,
          functionAssociations: [{ function: apiViewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: families of a UK or UAE school travel and live abroad, and blocking countries would lock parents out of their children’s progress.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'No CloudFront standard logs: they record each request’s full path, and a calendar feed’s path is its bearer token, which must not sit in a log bucket. API requests are logged by API Gateway with the route key (never the path), the WAF keeps per-rule metrics, and the SPA’s static files carry nothing worth logging.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes; the minimum protocol can only be raised with a custom domain certificate (docs/deploy.md).',
      },
    );

    this.deploysSite = existsSync(join(props.webDistPath, 'index.html'));
    if (this.deploysSite) {
      this.deploySite(props.webDistPath);
    } else {
      Annotations.of(this).addWarningV2(
        'school:web-dist-missing',
        `${props.webDistPath} has no index.html: the site bucket is left empty. Run \`npm run build:web\` before deploying.`,
      );
    }
  }

  /**
   * Hashed files under `assets/` never change, so browsers may keep them for
   * a year; everything else (index.html above all) is revalidated on each
   * visit so a new release is seen at once. Assets go first and are never
   * pruned, so a page still open from the previous release keeps loading its
   * chunks.
   */
  private deploySite(webDistPath: string): void {
    const assetsPath = join(webDistPath, 'assets');
    // The deployments share one handler function; without a log group of our own its logs would never expire.
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of the construct's default one with AWSLambdaBasicExecutionRole; the
    // deployments add their S3 and CloudFront rights to it.
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built web app into the site bucket during deployments',
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    const assets = existsSync(assetsPath)
      ? new BucketDeployment(this, 'DeployAssets', {
          // CloudFront compresses as it serves: the build's .br and .gz copies are for the local runtime only.
          sources: [Source.asset(assetsPath, { exclude: ['*.br', '*.gz'] })],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: 'assets/',
          prune: false,
          logGroup,
          role,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        })
      : undefined;
    const entry = new BucketDeployment(this, 'DeployEntry', {
      // .vite holds the build manifest the first-load budgets read: not for the public; .br and .gz are local copies.
      sources: [
        Source.asset(webDistPath, { exclude: ['assets', 'assets/**', '.vite', '.vite/**', '*.br', '*.gz'] }),
      ],
      destinationBucket: this.siteBucket,
      // Pruning removes files a release dropped, but never the assets that open pages may still request.
      exclude: ['assets/*'],
      logGroup,
      role,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) entry.node.addDependency(assets);

    acknowledgeBucketDeploymentFindings(this.siteBucket, role);
  }
}

/**
 * BucketDeployment copies the site with a Lambda function that aws-cdk-lib
 * builds and shares across the stack: its runtime and the wildcard grants it
 * adds to our role are the construct's, not ours to narrow. It runs only
 * while deploying, invoked by CloudFormation, never by a user request.
 */
function acknowledgeBucketDeploymentFindings(siteBucket: Bucket, role: Role): void {
  const stack = Stack.of(siteBucket);
  const handlers = stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (handlers.length === 0) {
    throw new Error('BucketDeployment handler not found: cdk-nag findings would go unacknowledged');
  }
  const siteBucketLogicalId = stack.getLogicalId(siteBucket.node.defaultChild as CfnBucket);
  // cdk-nag names the bucket as the template does: the account and region literally once the stack has them.
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const assetBucket = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}/*`;
  const wildcardReason = (what: string) =>
    `BucketDeployment grants ${what} to copy the built site from the CDK asset bucket into the site bucket; the construct fixes these actions.`;
  for (const handler of handlers) {
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The BucketDeployment handler runtime is chosen by aws-cdk-lib, not by this app, and it runs only during deployments.',
    });
  }
  Validations.of(role).acknowledge(
    { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: wildcardReason('s3:GetBucket*') },
    { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: wildcardReason('s3:GetObject*') },
    { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: wildcardReason('s3:List*') },
    { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: wildcardReason('s3:Abort*') },
    {
      id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      reason: wildcardReason('s3:DeleteObject* (pruning old files)'),
    },
    {
      id: `AwsSolutions-IAM5[Resource::${assetBucket}]`,
      reason: wildcardReason('read access to the objects of the CDK asset bucket'),
    },
    {
      id: `AwsSolutions-IAM5[Resource::<${siteBucketLogicalId}.Arn>/*]`,
      reason: wildcardReason('write access to every object of the site bucket'),
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'cloudfront:CreateInvalidation and cloudfront:GetInvalidation, which BucketDeployment grants on every distribution, to invalidate the cached index.html after a deployment.',
    },
  );
}
