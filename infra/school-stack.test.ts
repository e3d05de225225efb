import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentVariableNames } from '../functions/platform/runtime-config';
import { mailIdentityVariable } from '../functions/platform/email-identity-status';
import { edgeHeaderNames } from '../functions/platform/edge-headers';
import { schoolLogoKey } from '../functions/entities/school-logo-object';
import { apiViewerRequestFunctionCode } from './api-viewer-request-function';
import { cloudFrontWafRegion } from './edge-protection-stack';

import {
  globalIndexes,
  partitionKeyName,
  sortKeyName,
  timeToLiveAttributeName,
} from '../functions/platform/table-design';
import { apiBasePath, domains, headRouteKey, routeKey, type Domain } from '../shared/routes/route-definition';
import { allRoutes } from '../shared/routes/route-table';
import { contentSecurityPolicy, securityHeaders, strictTransportSecurity } from '../shared/security-headers';
import { invoiceFontDirVariable, invoiceFontFiles } from '../functions/platform/invoice-font-files';
import { pdfObjectKey } from '../functions/entities/stored-invoice-pdf';
import { schoolTimeZone } from '../shared/invoices/invoice-period';
import { invoicePdfPrefix } from './constructs/data-store';
import { esmRequireBanner, lambdaRuntime, projectRoot } from './constructs/domain-functions';
import { defaultRouteThrottle } from './constructs/http-api';
import { sweepItemActions, sweepQueryActions } from './constructs/overdue-sweep-schedule';
import { reminderItemActions, reminderQueryActions } from './constructs/lesson-reminder-schedule';
import { progressDigestItemActions, progressDigestQueryActions } from './constructs/progress-digest-schedule';
import { placeholderSenderDomain, senderSettingsOf } from './constructs/email-sending';
import { mailerItemActions, pendingIndexName, streamRetryAttempts } from './constructs/outbox-mailer';
import { outboxEntityName } from '../functions/entities/outbox-message-entity';
import { jobLegEntityName } from '../functions/entities/invoice-job-entity';
import {
  jobStreamRetryAttempts,
  jobWorkerItemActions,
  jobWorkerQueryActions,
} from './constructs/invoice-job-worker';
import { importLegEntityName } from '../functions/entities/import-entity';
import { lambdaTaskRoot, settingsOfDomain } from './domain-settings';
import { spaFallbackFunctionCode } from './spa-fallback-function';
import {
  resourcesOfType,
  synthesizeSchoolApp,
  type CloudFormationResource,
  type SynthesizedSchoolApp,
} from './testing/synthesize-school-app';

type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

let synthesized: SynthesizedSchoolApp;

beforeAll(() => {
  // A folder that never exists: the stack must synthesize without a web build.
  synthesized = synthesizeSchoolApp(join(tmpdir(), 'school-progress-no-web-dist'));
});

function onlyResource(
  type: string,
): [string, NonNullable<SynthesizedSchoolApp['templateJson']['Resources'][string]>] {
  const found = resourcesOfType(synthesized, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

/** The JWT signing secret (the other secret is CloudFront's origin secret: edge-protection.test.ts). */
function signingSecretResource() {
  const found = resourcesOfType(synthesized, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
    String(secret.Properties?.Description).includes('signs the school API access tokens'),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

function functionOfDomain(domain: Domain): [string, Record<string, unknown>] {
  const found = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(
    ([, resource]) => resource.Properties?.Description === `School API: ${domain} domain`,
  );
  expect(found, domain).toHaveLength(1);
  const [logicalId, resource] = found[0]!;
  return [logicalId, resource.Properties!];
}

function statementsOfDomain(domain: Domain): Statement[] {
  return statementsOfFunction(functionOfDomain(domain)[1]);
}

function statementsOfFunction(properties: Record<string, unknown>): Statement[] {
  return statementsOfRole((properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);
}

function statementsOfRole(roleLogicalId: string): Statement[] {
  return resourcesOfType(synthesized, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties!.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** The outbox mailer's function: logical id and properties. */
function mailerFunction(): [string, Record<string, unknown>] {
  const found = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(
    ([, resource]) => resource.Properties?.Description === 'School mailer: sends the outbox emails',
  );
  expect(found).toHaveLength(1);
  return [found[0]![0], found[0]![1].Properties!];
}

function bundleFolderOf(properties: Record<string, unknown>): string {
  const assetHash = String((properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
  return join(synthesized.outdir, `asset.${assetHash}`);
}

function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((statement) =>
    Array.isArray(statement.Action) ? statement.Action : [statement.Action],
  );
}

function logicalIdOfOutput(name: string): string {
  const output = synthesized.templateJson.Outputs?.[name] as { Value: { Ref: string } } | undefined;
  expect(output, name).toBeDefined();
  return output!.Value.Ref;
}

describe('cdk-nag AwsSolutions', () => {
  it('reports no finding that is not acknowledged', () => {
    expect(synthesized.violations).toEqual([]);
    expect(synthesized.synthError).toBeUndefined();
  });

  it('records a specific reason with every acknowledgement', () => {
    const acknowledgements = Object.values(synthesized.templateJson.Resources).flatMap(
      (resource) =>
        (resource.Metadata?.cdk_nag as { rules_to_suppress: { id: string; reason: string }[] } | undefined)
          ?.rules_to_suppress ?? [],
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const acknowledgement of acknowledgements) {
      expect(acknowledgement.reason.length, acknowledgement.id).toBeGreaterThan(60);
    }
  });
});

describe('single table', () => {
  it('has the PK/SK key schema, the GSIs and TTL of the table design, billed on demand', () => {
    synthesized.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: partitionKeyName, KeyType: 'HASH' },
        { AttributeName: sortKeyName, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKeyName, KeyType: 'HASH' },
          { AttributeName: index.sortKeyName, KeyType: 'RANGE' },
        ],
        Projection: index.includedAttributes
          ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.includedAttributes] }
          : { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: timeToLiveAttributeName, Enabled: true },
    });
    const [, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    const attributes = table.Properties!.AttributeDefinitions as {
      AttributeName: string;
      AttributeType: string;
    }[];
    expect(attributes.every((attribute) => attribute.AttributeType === 'S')).toBe(true);
  });

  it('keeps point-in-time recovery and deletion protection on, and is retained', () => {
    const [, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    const replicas = table.Properties!.Replicas as Record<string, unknown>[];
    expect(replicas).toHaveLength(1);
    expect(replicas[0]).toMatchObject({
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('buckets', () => {
  it('keeps the PDF bucket private, versioned, encrypted, logged and retained', () => {
    const pdfBucket = synthesized.templateJson.Resources[logicalIdOfOutput('PdfBucketName')]!;
    expect(pdfBucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: { DestinationBucketName: { Ref: expect.anything() } },
    });
    expect(pdfBucket.DeletionPolicy).toBe('Retain');
  });

  it('expires replaced and deleted invoice PDF versions, and never a current one', () => {
    const pdfBucket = synthesized.templateJson.Resources[logicalIdOfOutput('PdfBucketName')]!;
    const rules = (pdfBucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] })
      .Rules;
    expect(rules).toEqual([
      expect.objectContaining({
        Status: 'Enabled',
        Prefix: invoicePdfPrefix,
        NoncurrentVersionExpiration: { NoncurrentDays: expect.any(Number) },
        ExpiredObjectDeleteMarker: true,
      }),
    ]);
    expect(rules[0]!.ExpirationInDays).toBeUndefined();
    // The rule only works while the documents domain keeps its PDFs under that prefix.
    expect(pdfObjectKey('0123456789abcdef01234567').startsWith(invoicePdfPrefix)).toBe(true);
  });

  it('blocks public access, encrypts and refuses plain HTTP on every bucket', () => {
    const buckets = resourcesOfType(synthesized, 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const [logicalId, bucket] of buckets) {
      expect(bucket.Properties, logicalId).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [expect.anything()] },
      });
      expect(bucket.DeletionPolicy, logicalId).toBe('Retain');
      synthesized.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });
});

describe('HTTP API', () => {
  it('has exactly one route per route-table entry, and a HEAD route per GET, under the API base path', () => {
    const routeKeys = resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Route').map(
      ([, route]) => route.Properties!.RouteKey,
    );
    const expected = allRoutes.flatMap((route) => [
      routeKey(route, apiBasePath),
      ...(route.method === 'GET' ? [headRouteKey(route, apiBasePath)] : []),
    ]);
    expect(routeKeys.toSorted()).toEqual(expected.toSorted());
    for (const key of routeKeys)
      expect(key).toMatch(new RegExp(`^(GET|HEAD|POST|PUT|PATCH|DELETE) ${apiBasePath}/`));
    // API Gateway's default quota is 300 routes per API.
    expect(routeKeys.length).toBeLessThanOrEqual(300);
  });

  it('sends a HEAD route to the function of its GET', () => {
    const routes = resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Route');
    const targetOf = (key: string) =>
      JSON.stringify(
        routes.find(([, candidate]) => candidate.Properties!.RouteKey === key)![1].Properties!.Target,
      );
    for (const route of allRoutes.filter((candidate) => candidate.method === 'GET'))
      expect(targetOf(headRouteKey(route, apiBasePath)), route.id).toBe(
        targetOf(routeKey(route, apiBasePath)),
      );
  });

  it('stays under the 500 resources CloudFormation allows a stack', () => {
    expect(Object.keys(synthesized.templateJson.Resources ?? {}).length).toBeLessThan(500);
  });

  it('has no catch-all: no {proxy+}, no $default route, no ANY method', () => {
    expect(JSON.stringify(synthesized.templateJson)).not.toContain('proxy+');
    for (const [, route] of resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Route')) {
      expect(route.Properties!.RouteKey).not.toBe('$default');
      expect(route.Properties!.RouteKey).not.toMatch(/^ANY /);
    }
  });

  it('sends each route to the function of its domain', () => {
    const integrations = Object.fromEntries(resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Integration'));
    const routes = resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Route');
    for (const route of allRoutes) {
      const [, resource] = routes.find(
        ([, candidate]) => candidate.Properties!.RouteKey === routeKey(route, apiBasePath),
      )!;
      const target = JSON.stringify(resource.Properties!.Target);
      const integrationId = Object.keys(integrations).find((logicalId) => target.includes(`"${logicalId}"`));
      expect(integrationId, route.id).toBeDefined();
      const [functionLogicalId] = functionOfDomain(route.domain);
      expect(JSON.stringify(integrations[integrationId!]!.Properties!.IntegrationUri), route.id).toContain(
        `"${functionLogicalId}"`,
      );
    }
  });

  it('throttles the stage by default and the table’s throttled routes by their own limits', () => {
    const [, stage] = onlyResource('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: defaultRouteThrottle.rateLimit,
        ThrottlingBurstLimit: defaultRouteThrottle.burstLimit,
      },
    });
    const throttled = allRoutes.filter((route) => route.throttle);
    expect(throttled.length).toBeGreaterThan(0);
    expect(stage.Properties!.RouteSettings).toEqual(
      Object.fromEntries(
        // A throttled GET's HEAD route shares its limits: HEAD must not be a way around them.
        throttled.flatMap((route) =>
          [
            routeKey(route, apiBasePath),
            ...(route.method === 'GET' ? [headRouteKey(route, apiBasePath)] : []),
          ].map((key) => [
            key,
            {
              throttlingRateLimit: route.throttle!.rateLimit,
              throttlingBurstLimit: route.throttle!.burstLimit,
            },
          ]),
        ),
      ),
    );
  });

  it('throttles sign-in hard but not the token refresh, which shares no limit with it', () => {
    const [, stage] = onlyResource('AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties!.RouteSettings as Record<string, { throttlingRateLimit: number }>;
    expect(settings[`POST ${apiBasePath}/auth/login`]!.throttlingRateLimit).toBeLessThan(
      defaultRouteThrottle.rateLimit,
    );
    expect(settings[`POST ${apiBasePath}/auth/refresh-token`]).toBeUndefined();
  });

  it('writes a JSON access log line per request to a log group with a retention', () => {
    const [, stage] = onlyResource('AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties!.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(JSON.parse(settings.Format)).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
    });
    const logGroupId = (settings.DestinationArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(synthesized.templateJson.Resources[logGroupId]!.Properties!.RetentionInDays).toBeGreaterThan(0);
  });
});

describe('domain functions', () => {
  it('runs the newest Node.js runtime aws-cdk-lib offers', () => {
    const nodeMajors = Runtime.ALL.map((runtime) => /^nodejs(\d+)\.x$/.exec(runtime.name)?.[1])
      .filter((major): major is string => major !== undefined)
      .map(Number);
    expect(lambdaRuntime.name).toBe(`nodejs${Math.max(...nodeMajors)}.x`);
  });

  it('has one arm64 function per domain with its memory, its timeout and a log group', () => {
    const domainFunctions = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(([, resource]) =>
      String(resource.Properties?.Description).startsWith('School API:'),
    );
    expect(domainFunctions).toHaveLength(domains.length);
    for (const domain of domains) {
      const [, properties] = functionOfDomain(domain);
      expect(properties, domain).toMatchObject({
        Runtime: lambdaRuntime.name,
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: settingsOfDomain(domain).memorySizeMb,
        Timeout: settingsOfDomain(domain).timeoutSeconds,
        LoggingConfig: { LogGroup: { Ref: expect.anything() } },
        Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
      });
    }
    expect(functionOfDomain('auth')[1].MemorySize).toBe(1024);
  });

  it('bundles each function as minified ESM with the require banner and a source map', () => {
    for (const domain of domains) {
      const [, properties] = functionOfDomain(domain);
      const assetHash = String((properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = join(synthesized.outdir, `asset.${assetHash}`, 'index.mjs');
      expect(existsSync(bundle), domain).toBe(true);
      expect(readFileSync(bundle, 'utf8').startsWith(esmRequireBanner), domain).toBe(true);
      expect(existsSync(`${bundle}.map`), domain).toBe(true);
    }
  });

  it('ships the invoice fonts beside the documents and mailer bundles and tells both functions where they are', () => {
    // The two functions that make invoice PDFs: the documents domain, and the mailer for the invoice email.
    const pdfMakers: [string, Record<string, unknown>][] = [
      ['documents', functionOfDomain('documents')[1]],
      ['mailer', mailerFunction()[1]],
    ];
    for (const [name, properties] of pdfMakers) {
      const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[invoiceFontDirVariable], name).toBe(`${lambdaTaskRoot}/fonts`);
      const bundleFolder = bundleFolderOf(properties);
      for (const fileName of Object.values(invoiceFontFiles)) {
        const bundled = join(bundleFolder, 'fonts', fileName);
        expect(existsSync(bundled), `${name}: ${fileName}`).toBe(true);
        const installed = readFileSync(join(projectRoot, 'node_modules/dejavu-fonts-ttf/ttf', fileName));
        expect(readFileSync(bundled).equals(installed), `${name}: ${fileName}`).toBe(true);
      }
    }
    for (const domain of domains.filter((candidate) => candidate !== 'documents')) {
      expect(existsSync(join(bundleFolderOf(functionOfDomain(domain)[1]), 'fonts')), domain).toBe(false);
    }
  });

  it('tells every function the table and the signing secret', () => {
    const [secretLogicalId] = signingSecretResource();
    for (const domain of domains) {
      const variables = (functionOfDomain(domain)[1].Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables[environmentVariableNames.tableName], domain).toEqual({
        Ref: logicalIdOfOutput('TableName'),
      });
      // The test runs' cheaper password hashing never reaches AWS.
      expect(variables[environmentVariableNames.passwordHashCostLog2], domain).toBeUndefined();
      expect(variables[environmentVariableNames.signingSecretArn], domain).toEqual({
        Ref: secretLogicalId,
      });
    }
  });
});

describe('IAM', () => {
  const writeActions = [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ];

  it('lets system read and write the table and read the sending identity’s status, and no bucket', () => {
    const statements = statementsOfDomain('system');
    const actions = actionsOf(statements);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'dynamodb:PutItem',
      ]),
    );
    expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('ses:'))).toEqual(['ses:GetEmailIdentity']);
    const identityRead = statements.find((statement) =>
      actionsOf([statement]).includes('ses:GetEmailIdentity'),
    );
    expect(JSON.stringify(identityRead?.Resource)).toContain('identity/');
    const variables = (functionOfDomain('system')[1].Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(variables[mailIdentityVariable]).toBe(placeholderSenderDomain);
  });

  it('lets auth read and write the table and read the secret, but not touch S3', () => {
    const actions = actionsOf(statementsOfDomain('auth'));
    expect(actions).toEqual(expect.arrayContaining([...writeActions, 'secretsmanager:GetSecretValue']));
    expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
  });

  it('lets dashboard only read the table, and no function touch the bucket but invoices, documents and erasure', () => {
    const dashboard = actionsOf(statementsOfDomain('dashboard'));
    expect(dashboard).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    for (const action of dashboard) expect(writeActions).not.toContain(action);
    const bucketDomains = ['invoices', 'documents', 'users', 'students'];
    for (const domain of domains.filter((candidate) => !bucketDomains.includes(candidate))) {
      expect(
        actionsOf(statementsOfDomain(domain)).filter((action) => action.startsWith('s3:')),
        domain,
      ).toEqual([]);
    }
  });

  it('lets documents read and store PDFs but delete only the logo, and invoices only delete them', () => {
    const s3Actions = (domain: Domain) =>
      actionsOf(statementsOfDomain(domain))
        .filter((action) => action.startsWith('s3:'))
        .toSorted();
    expect(s3Actions('documents')).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    const deletes = statementsOfDomain('documents').filter((statement) =>
      actionsOf([statement]).includes('s3:DeleteObject'),
    );
    expect(deletes).toHaveLength(1);
    expect(JSON.stringify(deletes[0]!.Resource)).toContain(`/${schoolLogoKey}`);
    expect(JSON.stringify(deletes[0]!.Resource)).not.toContain('/*');
    expect(s3Actions('invoices')).toEqual(['s3:DeleteObject']);
    // Erasure deletes a child's draft invoices and their PDFs (issue 17).
    expect(s3Actions('users')).toEqual(['s3:DeleteObject']);
    expect(s3Actions('students')).toEqual(['s3:DeleteObject']);
  });

  it('grants no Scan, no wildcard action and no managed policy to any domain function', () => {
    for (const domain of domains) {
      const actions = actionsOf(statementsOfDomain(domain));
      expect(actions, domain).not.toContain('dynamodb:Scan');
      expect(
        actions.filter((action) => action.includes('*')),
        domain,
      ).toEqual([]);
      const [, properties] = functionOfDomain(domain);
      const roleLogicalId = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(
        synthesized.templateJson.Resources[roleLogicalId]!.Properties!.ManagedPolicyArns,
        domain,
      ).toBeUndefined();
    }
  });
});

describe('overdue sweep schedule', () => {
  type Resource = SynthesizedSchoolApp['templateJson']['Resources'][string];

  function schedule(): Resource {
    const found = resourcesOfType(synthesized, 'AWS::Scheduler::Schedule').filter(([, resource]) =>
      String(resource.Properties?.Description).startsWith('Marks sent invoices'),
    );
    expect(found).toHaveLength(1);
    return found[0]![1];
  }

  function logicalIdOfGetAtt(value: unknown): string {
    return (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  }

  function sweepFunction(): [string, Record<string, unknown>] {
    const target = schedule().Properties!.Target as { Arn: unknown };
    const logicalId = logicalIdOfGetAtt(target.Arn);
    const resource = synthesized.templateJson.Resources[logicalId]!;
    expect(resource.Type).toBe('AWS::Lambda::Function');
    return [logicalId, resource.Properties!];
  }

  function deadLetterQueueLogicalId(): string {
    const target = schedule().Properties!.Target as { DeadLetterConfig: { Arn: unknown } };
    return logicalIdOfGetAtt(target.DeadLetterConfig.Arn);
  }

  it('runs the sweep function daily at 06:00 on the school’s clock, with retries and a dead-letter queue', () => {
    const [sweepLogicalId] = sweepFunction();
    expect(schedule().Properties).toMatchObject({
      ScheduleExpression: 'cron(0 6 * * ? *)',
      ScheduleExpressionTimezone: schoolTimeZone,
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: { 'Fn::GetAtt': [sweepLogicalId, 'Arn'] },
        RetryPolicy: {
          MaximumRetryAttempts: expect.any(Number),
          MaximumEventAgeInSeconds: expect.any(Number),
        },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [deadLetterQueueLogicalId(), 'Arn'] } },
      },
    });
    const retryPolicy = (schedule().Properties!.Target as { RetryPolicy: { MaximumRetryAttempts: number } })
      .RetryPolicy;
    expect(retryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
  });

  it('lets the scheduler only invoke the sweep function and write to the dead-letter queue', () => {
    const [sweepLogicalId] = sweepFunction();
    const roleLogicalId = logicalIdOfGetAtt((schedule().Properties!.Target as { RoleArn: unknown }).RoleArn);
    const role = synthesized.templateJson.Resources[roleLogicalId]!;
    expect(JSON.stringify(role.Properties!.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    const statements = statementsOfRole(roleLogicalId);
    expect(actionsOf(statements).toSorted()).toEqual(['lambda:InvokeFunction', 'sqs:SendMessage']);
    for (const statement of statements) {
      const target = statement.Action === 'sqs:SendMessage' ? deadLetterQueueLogicalId() : sweepLogicalId;
      expect(JSON.stringify(statement.Resource)).toContain(`"${target}"`);
    }
  });

  it('hands a run that still throws after Lambda’s two retries to the same queue', () => {
    const [sweepLogicalId] = sweepFunction();
    const invokeConfigs = resourcesOfType(synthesized, 'AWS::Lambda::EventInvokeConfig').filter(
      ([, config]) => (config.Properties!.FunctionName as { Ref: string }).Ref === sweepLogicalId,
    );
    expect(invokeConfigs).toHaveLength(1);
    const [, invokeConfig] = invokeConfigs[0]!;
    expect(invokeConfig.Properties).toMatchObject({
      FunctionName: { Ref: sweepLogicalId },
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [deadLetterQueueLogicalId(), 'Arn'] } },
      },
    });
  });

  it('keeps every dead-letter queue (the sweep’s, the reminders’, the mailer’s and the invoice jobs’) encrypted, SSL-only and for two weeks', () => {
    const queues = resourcesOfType(synthesized, 'AWS::SQS::Queue');
    expect(queues.map(([logicalId]) => logicalId)).toContain(deadLetterQueueLogicalId());
    expect(queues).toHaveLength(4);
    for (const [queueLogicalId, queue] of queues) {
      expect(queue.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 3600,
      });
      synthesized.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueLogicalId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('bundles the sweep like the domain functions, with its own log group, and tells it only the table', () => {
    const [, properties] = sweepFunction();
    expect(properties).toMatchObject({
      Runtime: lambdaRuntime.name,
      Architectures: ['arm64'],
      Handler: 'index.handler',
      LoggingConfig: { LogGroup: { Ref: expect.anything() } },
    });
    expect((properties.Environment as { Variables: Record<string, unknown> }).Variables).toEqual({
      [environmentVariableNames.tableName]: { Ref: logicalIdOfOutput('TableName') },
      NODE_OPTIONS: '--enable-source-maps',
    });
    const logGroupId = (
      (properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup as { Ref: string }
    ).Ref;
    expect(synthesized.templateJson.Resources[logGroupId]!.Properties!.RetentionInDays).toBe(90);
    const bundle = join(bundleFolderOf(properties), 'index.mjs');
    expect(readFileSync(bundle, 'utf8').startsWith(esmRequireBanner)).toBe(true);
    expect(existsSync(`${bundle}.map`)).toBe(true);
  });

  it('lets the sweep function only query and update the table: no Scan, no batch writes, no bucket, no secret', () => {
    const statements = statementsOfFunction(sweepFunction()[1]);
    const tableArn = { 'Fn::GetAtt': [logicalIdOfOutput('TableName'), 'Arn'] };
    const dynamoStatements = statements.filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(actionsOf(dynamoStatements).toSorted()).toEqual(
      [...sweepQueryActions, ...sweepItemActions].toSorted(),
    );
    expect(actionsOf(dynamoStatements).toSorted()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    for (const statement of dynamoStatements) {
      const resources = JSON.stringify(statement.Resource);
      if (actionsOf([statement]).includes('dynamodb:Query')) {
        expect(actionsOf([statement])).toEqual(['dynamodb:Query']);
        for (const index of globalIndexes) expect(resources).toContain(`/index/${index.indexName}`);
      } else {
        expect(statement.Resource).toEqual(tableArn);
      }
      expect(resources).not.toContain('*');
    }
    const otherActions = actionsOf(statements).filter((action) => !action.startsWith('dynamodb:'));
    for (const action of otherActions) expect(action).toMatch(/^(logs:(CreateLogStream|PutLogEvents)|sqs:)/);
    const sqsStatements = statements.filter((statement) =>
      actionsOf([statement]).some((a) => a.startsWith('sqs:')),
    );
    for (const statement of sqsStatements) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [deadLetterQueueLogicalId(), 'Arn'] });
    }
    expect(actionsOf(sqsStatements)).toContain('sqs:SendMessage');
  });

  it('grants Scan, batch writes or DynamoDB wildcards to no role at all', () => {
    for (const [logicalId, policy] of resourcesOfType(synthesized, 'AWS::IAM::Policy')) {
      const actions = actionsOf((policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
      expect(actions, logicalId).not.toContain('dynamodb:Scan');
      expect(
        actions.filter((action) => action.startsWith('dynamodb:') && action.includes('*')),
        logicalId,
      ).toEqual([]);
    }
    const sweepActions = actionsOf(statementsOfFunction(sweepFunction()[1]));
    expect(sweepActions).not.toContain('dynamodb:BatchWriteItem');
  });
});

describe('lesson reminder schedule', () => {
  const logicalIdOf = (value: unknown) => (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

  function schedule() {
    const found = resourcesOfType(synthesized, 'AWS::Scheduler::Schedule').filter(([, resource]) =>
      String(resource.Properties?.Description).startsWith('Sends the day-before lesson reminders'),
    );
    expect(found).toHaveLength(1);
    return found[0]![1].Properties! as {
      ScheduleExpression: string;
      State: string;
      Target: { Arn: unknown; RoleArn: unknown; DeadLetterConfig: { Arn: unknown } };
    };
  }

  it('runs the reminders function every hour, with a dead-letter queue for runs and deliveries that fail', () => {
    const { ScheduleExpression, State, Target } = schedule();
    expect({ ScheduleExpression, State }).toEqual({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    const functionId = logicalIdOf(Target.Arn);
    const fn = synthesized.templateJson.Resources[functionId]!;
    expect(fn.Type).toBe('AWS::Lambda::Function');
    expect(String(fn.Properties!.Description)).toContain('lesson reminders');
    const queueId = logicalIdOf(Target.DeadLetterConfig.Arn);
    expect(resourcesOfType(synthesized, 'AWS::Lambda::EventInvokeConfig')).toContainEqual([
      expect.any(String),
      expect.objectContaining({
        Properties: expect.objectContaining({
          FunctionName: { Ref: functionId },
          DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
        }),
      }),
    ]);
  });

  it('lets the reminders read lessons and write reminders and messages (the bell’s unread set is an update) only: no Scan, no delete', () => {
    const fn = synthesized.templateJson.Resources[logicalIdOf(schedule().Target.Arn)]!;
    const statements = statementsOfFunction(fn.Properties!);
    const dynamoActions = actionsOf(statements).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamoActions.toSorted()).toEqual([...reminderQueryActions, ...reminderItemActions].toSorted());
    expect(dynamoActions.toSorted()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });
});

describe('weekly progress digest schedule', () => {
  type Resource = SynthesizedSchoolApp['templateJson']['Resources'][string];
  const getAttOf = (value: unknown) => (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

  function schedule(): Resource {
    const found = resourcesOfType(synthesized, 'AWS::Scheduler::Schedule').filter(([, resource]) =>
      String(resource.Properties?.Description).startsWith('Emails families the week'),
    );
    expect(found).toHaveLength(1);
    return found[0]![1];
  }

  const target = () => schedule().Properties!.Target as { Arn: unknown; DeadLetterConfig: { Arn: unknown } };
  const digestFunction = () => synthesized.templateJson.Resources[getAttOf(target().Arn)]!;
  const sweepQueue = () => {
    const sweep = resourcesOfType(synthesized, 'AWS::Scheduler::Schedule').find(([, resource]) =>
      String(resource.Properties?.Description).startsWith('Marks sent invoices'),
    )!;
    return getAttOf(
      (sweep[1].Properties!.Target as { DeadLetterConfig: { Arn: unknown } }).DeadLetterConfig.Arn,
    );
  };

  it('runs the digest function on Mondays at 07:00 on the school’s clock, failures to the jobs’ queue', () => {
    expect(digestFunction().Type).toBe('AWS::Lambda::Function');
    expect(schedule().Properties).toMatchObject({
      ScheduleExpression: 'cron(0 7 ? * MON *)',
      ScheduleExpressionTimezone: schoolTimeZone,
      State: 'ENABLED',
      Target: { RetryPolicy: { MaximumRetryAttempts: 5 } },
    });
    expect(getAttOf(target().DeadLetterConfig.Arn)).toBe(sweepQueue());
    const functionLogicalId = getAttOf(target().Arn);
    const invokeConfigs = resourcesOfType(synthesized, 'AWS::Lambda::EventInvokeConfig').filter(
      ([, config]) => (config.Properties!.FunctionName as { Ref: string }).Ref === functionLogicalId,
    );
    expect(invokeConfigs).toHaveLength(1);
    expect(invokeConfigs[0]![1].Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [sweepQueue(), 'Arn'] } } },
    });
  });

  it('lets the digest function only query, batch-read, put and update (the bell’s unread set): no Scan, delete or batch write', () => {
    const statements = statementsOfFunction(digestFunction().Properties!);
    const dynamoActions = actionsOf(statements).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamoActions.toSorted()).toEqual(
      [...progressDigestQueryActions, ...progressDigestItemActions].toSorted(),
    );
    for (const forbidden of ['Scan', 'DeleteItem', 'BatchWriteItem'])
      expect(dynamoActions).not.toContain(`dynamodb:${forbidden}`);
    expect(digestFunction().Properties!.Environment).toEqual({
      Variables: {
        [environmentVariableNames.tableName]: { Ref: logicalIdOfOutput('TableName') },
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
  });
});

describe('web distribution', () => {
  function distributionConfig() {
    const [, distribution] = onlyResource('AWS::CloudFront::Distribution');
    return distribution.Properties!.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: Record<string, unknown>[];
      CustomErrorResponses?: unknown;
      Logging?: unknown;
    };
  }

  it('reads the SPA bucket through Origin Access Control only', () => {
    const [oacLogicalId, oac] = onlyResource('AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties!.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
    });
    const s3Origin = distributionConfig().Origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacLogicalId, 'Id'] });
    synthesized.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('redirects to HTTPS and rewrites client-side routes to index.html with a function, not error pages', () => {
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    // Error responses would also turn the API's 403s and 404s into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
    synthesized.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaFallbackFunctionCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('forwards /api/* uncached, with every method and all viewer data but Host, to the HTTP API', () => {
    const config = distributionConfig();
    const apiBehavior = config.CacheBehaviors.find((behavior) => behavior.PathPattern === `${apiBasePath}/*`);
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehavior!.TargetOriginId)!;
    const [apiLogicalId] = onlyResource('AWS::ApiGatewayV2::Api');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(`"${apiLogicalId}","ApiEndpoint"`);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('sends HSTS, the shared Content-Security-Policy and the other security headers on every behaviour', () => {
    const [policyLogicalId, policy] = onlyResource('AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy).toBe(
      contentSecurityPolicy,
    );
    expect(config.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(config.SecurityHeadersConfig.ContentTypeOptions).toMatchObject({ Override: true });
    expect(config.SecurityHeadersConfig.FrameOptions).toMatchObject({
      FrameOption: securityHeaders['x-frame-options'],
    });
    expect(config.SecurityHeadersConfig.ReferrerPolicy).toMatchObject({
      ReferrerPolicy: securityHeaders['referrer-policy'],
    });
    expect(config.CustomHeadersConfig.Items).toContainEqual(
      expect.objectContaining({ Header: 'permissions-policy', Value: securityHeaders['permissions-policy'] }),
    );
    const distribution = distributionConfig();
    for (const behavior of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyLogicalId });
    }
  });

  it('sends exactly the shared header list plus HSTS, the same set the local runtime must send', () => {
    // The synthesized policy read back as header → value, the way a browser receives it from CloudFront.
    const [, policy] = onlyResource('AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: {
        ContentSecurityPolicy?: { ContentSecurityPolicy: string };
        ContentTypeOptions?: object;
        FrameOptions?: { FrameOption: string };
        ReferrerPolicy?: { ReferrerPolicy: string };
        StrictTransportSecurity?: {
          AccessControlMaxAgeSec: number;
          IncludeSubdomains?: boolean;
          Preload?: boolean;
        };
        XSSProtection?: object;
      };
      CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
    };
    const security = config.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    const sent: Record<string, string> = {
      ...(security.ContentSecurityPolicy
        ? { 'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy }
        : {}),
      ...(security.ContentTypeOptions ? { 'x-content-type-options': 'nosniff' } : {}),
      ...(security.FrameOptions ? { 'x-frame-options': security.FrameOptions.FrameOption } : {}),
      ...(security.ReferrerPolicy ? { 'referrer-policy': security.ReferrerPolicy.ReferrerPolicy } : {}),
      ...(hsts
        ? {
            'strict-transport-security': [
              `max-age=${hsts.AccessControlMaxAgeSec}`,
              ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
              ...(hsts.Preload ? ['preload'] : []),
            ].join('; '),
          }
        : {}),
      ...Object.fromEntries(
        (config.CustomHeadersConfig?.Items ?? []).map((item) => [item.Header.toLowerCase(), item.Value]),
      ),
    };
    expect(security.XSSProtection).toBeUndefined();
    // tests/api/limits.test.ts checks the local runtime against this same list.
    expect(sent).toEqual({ ...securityHeaders, 'strict-transport-security': strictTransportSecurity });
    const scripts = sent['content-security-policy']!.split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scripts).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(sent['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(sent['x-frame-options']).toBe('DENY');
  });

  it('deploys no site files when there is no web build', () => {
    expect(synthesized.stack.web.deploysSite).toBe(false);
    expect(resourcesOfType(synthesized, 'Custom::CDKBucketDeployment')).toEqual([]);
  });
});

/** The stream event source mapping of one function (the mailer and the invoice job worker each have one). */
function mappingOf(functionLogicalId: string) {
  const found = resourcesOfType(synthesized, 'AWS::Lambda::EventSourceMapping').filter(
    ([, mapping]) =>
      (mapping.Properties?.FunctionName as { Ref?: string } | undefined)?.Ref === functionLogicalId,
  );
  expect(found).toHaveLength(1);
  return found[0]![1];
}

describe('outbox mailer', () => {
  const tableLogicalId = () => logicalIdOfOutput('TableName');
  const mailerQueueLogicalId = () => logicalIdOfOutput('MailerDeadLetterQueueUrl');

  it('streams new images of the table', () => {
    const [, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    expect(table.Properties!.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('is fed new outbox items only, with retries, bisection, partial batch failures and a dead-letter queue', () => {
    const [mailerLogicalId] = mailerFunction();
    const mapping = mappingOf(mailerLogicalId);
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: mailerLogicalId },
      EventSourceArn: { 'Fn::GetAtt': [tableLogicalId(), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: streamRetryAttempts,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [mailerQueueLogicalId(), 'Arn'] } } },
    });
    const filters = (mapping.Properties!.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: [outboxEntityName] } } } },
    ]);
  });

  it('also drains the pending index on a schedule, for records that ended in the queue', () => {
    const [mailerLogicalId] = mailerFunction();
    synthesized.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [mailerLogicalId, 'Arn'] },
        Input: JSON.stringify({ drain: 'pending' }),
      }),
    });
  });

  it('may only read and settle outbox items, put an invitation link, query the pending index, read the stream, read and store invoice PDFs, read the logo, and send from its identity', () => {
    const statements = statementsOfFunction(mailerFunction()[1]);
    const tableArn = { 'Fn::GetAtt': [tableLogicalId(), 'Arn'] };
    const byAction = (action: string) =>
      statements.filter((statement) => actionsOf([statement]).includes(action));
    expect(byAction('dynamodb:UpdateItem').map((statement) => statement.Resource)).toEqual([tableArn]);
    expect(actionsOf(byAction('dynamodb:UpdateItem')).toSorted()).toEqual(mailerItemActions.toSorted());
    expect(JSON.stringify(byAction('dynamodb:Query').map((statement) => statement.Resource))).toContain(
      `/index/${pendingIndexName}`,
    );
    expect(byAction('dynamodb:GetRecords').map((statement) => statement.Resource)).toEqual([
      { 'Fn::GetAtt': [tableLogicalId(), 'StreamArn'] },
    ]);
    const sesResources = JSON.stringify(byAction('ses:SendEmail').map((statement) => statement.Resource));
    expect(sesResources).toContain(':identity/');
    expect(sesResources).toContain(':configuration-set/');
    const actions = actionsOf(statements);
    for (const refused of [
      'dynamodb:Scan',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
      's3:DeleteObject',
      's3:ListBucket',
    ])
      expect(actions).not.toContain(refused);
    // The invoice email attaches the invoice's PDF, stored or made (and then stored): reads and writes only
    // under the PDFs' prefix, and reads the one logo object the PDF shows.
    const resourcesOf = (action: string) =>
      byAction(action).map((statement) => JSON.stringify(statement.Resource));
    expect(resourcesOf('s3:PutObject')).toHaveLength(1);
    expect(resourcesOf('s3:PutObject')[0]).toContain(`/${invoicePdfPrefix}*`);
    expect(resourcesOf('s3:GetObject')).toHaveLength(2);
    expect(resourcesOf('s3:GetObject').join()).toContain(`/${invoicePdfPrefix}*`);
    expect(resourcesOf('s3:GetObject').join()).toContain(`/${schoolLogoKey}"`);
    for (const action of actions)
      expect(action).toMatch(
        /^(logs:(CreateLogStream|PutLogEvents)|dynamodb:(GetItem|UpdateItem|PutItem|ConditionCheckItem|Query|DescribeStream|GetRecords|GetShardIterator|ListStreams)|ses:SendEmail|s3:(GetObject|PutObject)|sqs:(SendMessage|GetQueueAttributes|GetQueueUrl)|secretsmanager:GetSecretValue)$/,
      );
  });

  it("may read the signing secret, and no other, to sign each email's unsubscribe link", () => {
    const [, mailer] = mailerFunction();
    const secretReads = statementsOfFunction(mailer).filter((statement) =>
      actionsOf([statement]).includes('secretsmanager:GetSecretValue'),
    );
    const [signingSecretLogicalId] = signingSecretResource();
    expect(secretReads.map((statement) => statement.Resource)).toEqual([{ Ref: signingSecretLogicalId }]);
    const variables = (mailer.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables[environmentVariableNames.signingSecretArn]).toEqual({ Ref: signingSecretLogicalId });
  });

  it('verifies the sender identity with a configuration set and tells the mailer the sender, the set and the site', () => {
    const [, identity] = onlyResource('AWS::SES::EmailIdentity');
    const [setLogicalId, configurationSet] = onlyResource('AWS::SES::ConfigurationSet');
    expect(identity.Properties).toMatchObject({
      EmailIdentity: placeholderSenderDomain,
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setLogicalId } },
    });
    expect(configurationSet.Properties).toMatchObject({
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const variables = (mailerFunction()[1].Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({
      [environmentVariableNames.tableName]: { Ref: tableLogicalId() },
      [environmentVariableNames.mailFromAddress]: `no-reply@${placeholderSenderDomain}`,
      [environmentVariableNames.mailConfigurationSet]: { Ref: setLogicalId },
    });
    expect(JSON.stringify(variables[environmentVariableNames.appUrl])).toContain('DomainName');
  });

  it('reads the sender from context: a domain, an address with a reply-to, or neither but not both', () => {
    const settingsWith = (context: Record<string, string>) => senderSettingsOf(new App({ context }));
    expect(settingsWith({ senderDomain: 'brightminds.example' })).toEqual({
      identity: { domain: 'brightminds.example' },
      fromAddress: 'no-reply@brightminds.example',
    });
    expect(
      settingsWith({ senderAddress: 'office@brightminds.example', replyTo: 'head@brightminds.example' }),
    ).toEqual({
      identity: { address: 'office@brightminds.example' },
      fromAddress: 'office@brightminds.example',
      replyTo: 'head@brightminds.example',
    });
    expect(() => settingsWith({ senderDomain: 'a.example', senderAddress: 'b@a.example' })).toThrow(
      /not both/,
    );
    expect(() => settingsWith({ senderAddress: 'Evil <x@y.example>\r\nBcc: z@y.example' })).toThrow(
      /not an email address/,
    );
  });
});

describe('signing secret and outputs', () => {
  it('generates the JWT signing secret in Secrets Manager instead of putting one in the template', () => {
    const [, secret] = signingSecretResource();
    expect(secret.Properties!.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    expect(secret.Properties!.SecretString).toBeUndefined();
  });

  it('outputs the site URL, API URL, table name, PDF bucket name and the overdue sweep’s function and queue', () => {
    expect(Object.keys(synthesized.templateJson.Outputs ?? {})).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'TableName',
        'PdfBucketName',
        'OverdueSweepFunctionName',
        'OverdueSweepDeadLetterQueueUrl',
        'MailerDeadLetterQueueUrl',
      ]),
    );
  });
});

/*
 * What stands between the internet and the API: the WAF's per-client rate
 * limits, the origin secret that makes API Gateway's own endpoint useless,
 * the viewer address the functions count sign-ins by, and logs that never
 * keep a calendar feed's token. In this file to share its one synthesis.
 */

type Json = Record<string, unknown>;

function only(resources: [string, CloudFormationResource][]): [string, Json] {
  expect(resources).toHaveLength(1);
  const [logicalId, resource] = resources[0]!;
  return [logicalId, resource.Properties!];
}

const webAcl = () =>
  only(
    Object.entries(synthesized.edgeTemplateJson.Resources).filter(
      ([, resource]) => resource.Type === 'AWS::WAFv2::WebACL',
    ),
  )[1];

interface RateRule {
  Name: string;
  Action: { Block?: { CustomResponse?: { ResponseCode: number } } };
  Statement: {
    RateBasedStatement: { Limit: number; AggregateKeyType: string; ScopeDownStatement: Json };
  };
  VisibilityConfig: { SampledRequestsEnabled: boolean };
}

const ruleNamed = (name: string) => (webAcl().Rules as RateRule[]).find((rule) => rule.Name === name)!;

function edgeDistributionConfig() {
  const [, distribution] = only(resourcesOfType(synthesized, 'AWS::CloudFront::Distribution'));
  return distribution.DistributionConfig as {
    WebACLId?: unknown;
    Logging?: unknown;
    CacheBehaviors: Json[];
    Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };
}

function originSecretLogicalId(): string {
  const found = resourcesOfType(synthesized, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
    String(secret.Properties?.Description).includes('CloudFront sends to the school API'),
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
}

describe('WAF in front of the distribution', () => {
  it('lives in us-east-1, in a stack of its own, and is attached to the distribution', () => {
    expect(synthesized.stack.region).not.toBe(cloudFrontWafRegion);
    expect(webAcl().Scope).toBe('CLOUDFRONT');
    expect(webAcl().DefaultAction).toEqual({ Allow: {} });
    // Read through CDK's cross-region reference, not typed in by hand.
    expect(JSON.stringify(edgeDistributionConfig().WebACLId)).toContain('ExportsReader');
  });

  it('limits each client address on the whole API, and harder on sign-in, registration and setup, answering 429', () => {
    const api = ruleNamed('ApiPerClient');
    const signIn = ruleNamed('SignInPerClient');
    for (const rule of [api, signIn]) {
      expect(rule.Statement.RateBasedStatement.AggregateKeyType).toBe('IP');
      expect(rule.Action.Block?.CustomResponse?.ResponseCode).toBe(429);
      // Sampled requests would keep request paths, calendar-feed tokens among them.
      expect(rule.VisibilityConfig.SampledRequestsEnabled).toBe(false);
    }
    expect(signIn.Statement.RateBasedStatement.Limit).toBeLessThan(api.Statement.RateBasedStatement.Limit);
    expect(JSON.stringify(api.Statement.RateBasedStatement.ScopeDownStatement)).toContain(
      `"SearchString":"${apiBasePath}/"`,
    );
    const signInPaths = JSON.stringify(signIn.Statement.RateBasedStatement.ScopeDownStatement);
    for (const path of ['/auth/login', '/auth/register', '/auth/setup']) {
      expect(signInPaths).toContain(`"SearchString":"${apiBasePath}${path}"`);
    }
    // Every open tab refreshes its token: the sign-in limit must not sign families out.
    expect(signInPaths).not.toContain('refresh-token');
  });
});

describe('the API reachable only through CloudFront', () => {
  it('has CloudFront send the origin secret, resolved from Secrets Manager at deploy time', () => {
    const config = edgeDistributionConfig();
    const apiBehavior = config.CacheBehaviors.find(
      (behavior) => behavior.PathPattern === `${apiBasePath}/*`,
    )!;
    const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehavior.TargetOriginId)!;
    const header = apiOrigin.OriginCustomHeaders?.find(
      (custom) => custom.HeaderName === edgeHeaderNames.originSecret,
    );
    const value = JSON.stringify(header?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(originSecretLogicalId());
    // The SPA's bucket never receives it.
    const others = config.Origins.filter((origin) => origin !== apiOrigin);
    expect(JSON.stringify(others)).not.toContain(edgeHeaderNames.originSecret);
  });

  it('tells every domain function where the origin secret is and lets it read only that', () => {
    const secretId = originSecretLogicalId();
    const functions = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties?.Description).startsWith('School API: '),
    );
    expect(functions).toHaveLength(domains.length);
    for (const [, fn] of functions) {
      const variables = (fn.Properties!.Environment as { Variables: Json }).Variables;
      expect(variables[environmentVariableNames.originSecretArn]).toEqual({ Ref: secretId });
      expect(variables[environmentVariableNames.originSecret]).toBeUndefined();
    }
  });

  it('passes the viewer address on to the API from a function CloudFront runs on every API request', () => {
    const apiBehavior = edgeDistributionConfig().CacheBehaviors.find(
      (behavior) => behavior.PathPattern === `${apiBasePath}/*`,
    ) as { FunctionAssociations: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[] };
    expect(apiBehavior.FunctionAssociations).toHaveLength(1);
    const [association] = apiBehavior.FunctionAssociations;
    expect(association!.EventType).toBe('viewer-request');
    const fn = synthesized.templateJson.Resources[association!.FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties!.FunctionCode).toBe(apiViewerRequestFunctionCode);
    expect(apiViewerRequestFunctionCode).toContain(
      `'${edgeHeaderNames.viewerAddress}'] = { value: event.viewer.ip }`,
    );
  });
});

describe('logs that keep no calendar-feed token', () => {
  it('keeps no CloudFront standard log, which would record every full path', () => {
    expect(edgeDistributionConfig().Logging).toBeUndefined();
  });

  it('logs API requests by route key, never by path or query string', () => {
    const [, stage] = only(resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Stage'));
    const format = (stage.AccessLogSettings as { Format: string }).Format;
    expect(JSON.parse(format)).toMatchObject({ routeKey: '$context.routeKey' });
    // $context.path and $context.http.path hold /api/calendar-feed/<token>; no query variable is logged.
    expect(format).not.toMatch(/\$context\.(http\.)?path|rawPath|querystring|queryString/i);
  });
});

describe('invoice job worker', () => {
  function workerFunction(): [string, Record<string, unknown>] {
    const found = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(
      ([, resource]) =>
        resource.Properties?.Description === 'School jobs: bulk invoice generation and sending',
    );
    expect(found).toHaveLength(1);
    return [found[0]![0], found[0]![1].Properties!];
  }

  it('is fed new job legs only, from the table stream, with retries and a dead-letter queue, within 15 minutes a run', () => {
    const [workerLogicalId, worker] = workerFunction();
    expect(worker.Timeout).toBe(900);
    const mapping = mappingOf(workerLogicalId);
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOfOutput('TableName'), 'StreamArn'] },
      BatchSize: 1,
      MaximumRetryAttempts: jobStreamRetryAttempts,
    });
    const filters = (mapping.Properties!.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: [jobLegEntityName] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: [importLegEntityName] } } } },
    ]);
  });

  it('may read and write table items and query the table and its indexes, but never scan', () => {
    const actions = actionsOf(statementsOfFunction(workerFunction()[1])).filter((action) =>
      action.startsWith('dynamodb:'),
    );
    expect(actions).toEqual(expect.arrayContaining([...jobWorkerItemActions, ...jobWorkerQueryActions]));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
  });
});

/*
 * Online payment (issue 35): the school's Stripe keys are one secret that only the payments function reads
 * and replaces, and Stripe's webhook reaches that function through CloudFront with its body and signature.
 */
describe('online payment', () => {
  function paymentSecretsResource() {
    const found = resourcesOfType(synthesized, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
      String(secret.Properties?.Description).includes('Stripe secret key and webhook signing secret'),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  it('keeps the Stripe keys in a secret created holding none, not a generated password', () => {
    const [, secret] = paymentSecretsResource();
    // The functions read `{}` as "no keys" (functions/platform/payment-secrets.ts): online payment stays off.
    expect(secret.Properties!.SecretString).toBe('{}');
    expect(secret.Properties!.GenerateSecretString).toBeUndefined();
  });

  it('tells the payments function, and no other function, where the Stripe keys are', () => {
    const [secretLogicalId] = paymentSecretsResource();
    const variablesOf = (properties: Record<string, unknown>) =>
      (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
    expect(variablesOf(functionOfDomain('payments')[1])[environmentVariableNames.paymentSecretsArn]).toEqual({
      Ref: secretLogicalId,
    });
    for (const [logicalId, fn] of resourcesOfType(synthesized, 'AWS::Lambda::Function')) {
      if (fn.Properties?.Description === 'School API: payments domain') continue;
      const variables = variablesOf(fn.Properties ?? {});
      expect(variables[environmentVariableNames.paymentSecretsArn], logicalId).toBeUndefined();
      expect(JSON.stringify(variables), logicalId).not.toContain(secretLogicalId);
    }
  });

  it("tells the payments function the site's address, for Checkout's return pages, and no other domain function", () => {
    const [distributionId] = onlyResource('AWS::CloudFront::Distribution');
    const variablesOf = (domain: Domain) =>
      (functionOfDomain(domain)[1].Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variablesOf('payments')[environmentVariableNames.appUrl]).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
    for (const domain of domains.filter((candidate) => candidate !== 'payments')) {
      expect(variablesOf(domain)[environmentVariableNames.appUrl], domain).toBeUndefined();
    }
  });

  it('lets the payments function read and replace the Stripe keys, and no other role touch them', () => {
    const [secretLogicalId] = paymentSecretsResource();
    const onSecret = statementsOfDomain('payments').filter((statement) =>
      JSON.stringify(statement.Resource).includes(secretLogicalId),
    );
    expect(onSecret).toHaveLength(1);
    expect(onSecret[0]).toMatchObject({ Effect: 'Allow', Resource: { Ref: secretLogicalId } });
    expect(actionsOf(onSecret).toSorted()).toEqual([
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
    ]);
    const paymentsRole = (functionOfDomain('payments')[1].Role as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    for (const [logicalId, policy] of resourcesOfType(synthesized, 'AWS::IAM::Policy')) {
      const roles = (policy.Properties!.Roles as { Ref: string }[]).map((role) => role.Ref);
      if (roles.includes(paymentsRole)) continue;
      expect(JSON.stringify(policy.Properties!.PolicyDocument), logicalId).not.toContain(secretLogicalId);
    }
    // Nor does any role get a secret write beyond this one.
    for (const [logicalId, policy] of resourcesOfType(synthesized, 'AWS::IAM::Policy')) {
      const statements = (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement;
      for (const statement of statements.filter((candidate) =>
        actionsOf([candidate]).includes('secretsmanager:PutSecretValue'),
      )) {
        expect(statement.Resource, logicalId).toEqual({ Ref: secretLogicalId });
      }
    }
  });

  it('routes POST /api/payments/stripe/webhook to the payments function, with no authorizer', () => {
    const webhookKey = `POST ${apiBasePath}/payments/stripe/webhook`;
    const routes = resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Route').filter(
      ([, route]) => route.Properties!.RouteKey === webhookKey,
    );
    expect(routes).toHaveLength(1);
    const [, route] = routes[0]!;
    // Stripe signs its events: the signature, checked in the function over the raw body, is the only proof.
    expect(route.Properties!.AuthorizationType ?? 'NONE').toBe('NONE');
    const target = JSON.stringify(route.Properties!.Target);
    const [integrationId, integration] = resourcesOfType(synthesized, 'AWS::ApiGatewayV2::Integration').find(
      ([logicalId]) => target.includes(`"${logicalId}"`),
    )!;
    expect(integrationId).toBeDefined();
    // Payload 2.0 hands the function the body as sent (base64 only when binary, which the handler decodes).
    expect(integration.Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
    expect(JSON.stringify(integration.Properties!.IntegrationUri)).toContain(
      `"${functionOfDomain('payments')[0]}"`,
    );
  });

  it("has CloudFront pass Stripe's unsigned-in POST on with its Stripe-Signature header", () => {
    const apiBehavior = edgeDistributionConfig().CacheBehaviors.find(
      (behavior) => behavior.PathPattern === `${apiBasePath}/*`,
    )!;
    // Every viewer header but Host reaches the API, Stripe-Signature among them; POST is allowed.
    expect(apiBehavior.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
    expect(apiBehavior.AllowedMethods).toContain('POST');
    // The viewer-request function refuses nothing (infra/api-viewer-request-function.test.ts runs it).
    expect(apiViewerRequestFunctionCode).not.toMatch(/statusCode|return \{/);
  });

  it("keeps Stripe's deliveries out of the sign-in rate limit, which counts per client address", () => {
    const signInPaths = JSON.stringify(ruleNamed('SignInPerClient').Statement.RateBasedStatement);
    // Stripe delivers every family's events from a few addresses: a limit meant for password guessing
    // would refuse them at the month's busiest hour. The whole API's per-client limit still applies.
    expect(signInPaths).not.toContain('/payments/stripe/webhook');
    expect(signInPaths).toContain(`"SearchString":"${apiBasePath}/auth/login"`);
  });
});
