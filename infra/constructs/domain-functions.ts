import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { mailIdentityVariable } from '../../functions/platform/email-identity-status';
import { globalIndexes } from '../../functions/platform/table-design';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import { domains, type Domain } from '../../shared/routes/route-definition';
import {
  settingsOfDomain,
  type BucketObjectAction,
  type BundledFile,
  type DataAccess,
} from '../domain-settings';
import type { EmailSending } from './email-sending';
import { functionLogsAndRole } from './function-logs-and-role';
import { tracingFor } from './function-tracing';

/** Resolved from this file so synthesis works whatever directory `cdk` is started from. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The newest Node.js runtime this aws-cdk-lib knows (cdk-nag L1); the bundle targets it too. */
export const lambdaRuntime = Runtime.NODEJS_24_X;

/**
 * An ESM bundle that contains the AWS SDK calls `require` for Node built-ins,
 * which ESM does not define; this banner gives it one (docs/architecture.md#platform-notes).
 */
export const esmRequireBanner =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** How every function of the app is bundled: the domain functions and the scheduled jobs alike. */
export const functionBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  banner: esmRequireBanner,
  // Package entry points for ESM first, so the bundle does not mix module systems.
  mainFields: ['module', 'main'],
  // The SDK version the tests ran against ships in the bundle, not whatever the runtime carries.
  bundleAwsSDK: true,
  minify: true,
  sourceMap: true,
  // Source contents would double the bundle; file and line numbers are what a stack trace needs.
  sourcesContent: false,
  forceDockerBundling: false,
};

/** Stack traces point into the TypeScript sources rather than the minified bundle. */
export const sourceMapNodeOptions = '--enable-source-maps';

/**
 * Where every function of the app starts and what it runs on: the `handler`
 * export of `entry` (a path from the project root), bundled against this
 * checkout's lock file, on Node.js 24 on Graviton.
 */
export function functionSource(entry: string) {
  return {
    entry: `${projectRoot}${entry}`,
    handler: 'handler',
    projectRoot,
    depsLockFilePath: `${projectRoot}package-lock.json`,
    runtime: lambdaRuntime,
    architecture: Architecture.ARM_64,
  };
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * Copies files the code reads at run time (fonts) beside the bundle once
 * esbuild is done; they count towards the asset hash like the code does.
 * Local bundling runs these in the host's shell (POSIX: macOS, Linux, WSL).
 */
export function bundledFileHooks(files: readonly BundledFile[]): BundlingOptions['commandHooks'] {
  if (files.length === 0) return undefined;
  for (const file of files) {
    if (!existsSync(`${projectRoot}${file.source}`))
      throw new Error(`Bundled file ${file.source} is missing: run npm ci`);
    if (!/^[\w-]+$/.test(file.bundleFolder))
      throw new Error(`Bundle folder "${file.bundleFolder}" must be one plain folder name`);
  }
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) =>
      files.flatMap((file) => {
        const folder = posix.join(outputDir, file.bundleFolder);
        return [
          `mkdir -p ${shellQuote(folder)}`,
          `cp ${shellQuote(posix.join(inputDir, file.source))} ${shellQuote(folder)}/`,
        ];
      }),
  };
}

/*
 * Explicit DynamoDB actions instead of `grantReadData`/`grantReadWriteData`:
 * those include Scan, which no request path may use (docs/architecture.md#no-scan), and
 * stream actions the app has no use for. Transactions need no actions of their
 * own: DynamoDB checks the per-item actions inside them.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
const bucketObjectActions: Record<BucketObjectAction, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
};

function tableActionsFor(access: DataAccess): string[] {
  if (access === 'none') return [];
  return access === 'read' ? tableReadActions : [...tableReadActions, ...tableWriteActions];
}

export interface DomainFunctionsProps {
  table: ITableV2;
  pdfBucket: IBucket;
  signingSecret: ISecret;
  /** What CloudFront sends in the origin-secret header; every function refuses requests without it. */
  originSecret: ISecret;
  /** The school's Stripe keys: only a domain whose settings keep them may read or replace them. */
  paymentSecrets: ISecret;
}

/**
 * One Lambda function per domain of the route table (docs/architecture.md#one-lambda-per-domain), each with
 * its own role holding only the table, bucket and secret rights its domain
 * settings ask for. A new domain in `domains` gets a function by itself.
 */
export class DomainFunctions extends Construct {
  private readonly functions = new Map<Domain, NodejsFunction>();

  constructor(scope: Construct, id: string, props: DomainFunctionsProps) {
    super(scope, id);
    for (const domain of domains) this.functions.set(domain, this.createFunction(domain, props));
  }

  /**
   * Tells the functions that build addresses in the web app where it is. The site's address is the
   * distribution's, which exists only after the functions (it fronts the API that calls them), so it comes
   * in afterwards; the functions' dependence on the distribution makes no cycle, as the distribution needs
   * only the API's endpoint.
   */
  tellAppUrl(appUrl: string): void {
    for (const domain of domains) {
      if (settingsOfDomain(domain).linksToApp)
        this.functionOf(domain).addEnvironment(environmentVariableNames.appUrl, appUrl);
    }
  }

  /**
   * Lets the System health page (the system function) read whether SES may send from the school's identity:
   * GetEmailIdentity on that one identity, and its name. The identity is made after the functions (the mailer
   * needs the site's address), so it comes in afterwards, like the app's address.
   */
  tellEmailIdentity(email: EmailSending): void {
    const system = this.functionOf('system');
    const { identity } = email.settings;
    system.addEnvironment(mailIdentityVariable, 'domain' in identity ? identity.domain : identity.address);
    system.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:GetEmailIdentity'],
        resources: [email.identity.emailIdentityArn],
      }),
    );
  }

  functionOf(domain: Domain): NodejsFunction {
    const fn = this.functions.get(domain);
    if (!fn) throw new Error(`No function for domain ${domain}`);
    return fn;
  }

  private createFunction(domain: Domain, props: DomainFunctionsProps): NodejsFunction {
    const settings = settingsOfDomain(domain);
    const scope = new Construct(this, pascalCase(domain));

    const { logGroup, role } = functionLogsAndRole(
      scope,
      `Runs the ${domain} domain function of the school API`,
    );

    const environment: Record<string, string> = {
      [environmentVariableNames.tableName]: props.table.tableName,
      NODE_OPTIONS: sourceMapNodeOptions,
    };

    const tableActions = tableActionsFor(settings.tableAccess);
    if (tableActions.length > 0) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: tableActions,
          // Each index by name rather than `index/*`, so no wildcard is granted.
          resources: [
            props.table.tableArn,
            ...globalIndexes.map((index) => `${props.table.tableArn}/index/${index.indexName}`),
          ],
        }),
      );
    }

    const bucketActions = settings.bucketObjectActions.map((action) => bucketObjectActions[action]);
    if (bucketActions.length > 0) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: bucketActions, resources: [props.pdfBucket.arnForObjects('*')] }),
      );
      environment[environmentVariableNames.bucketName] = props.pdfBucket.bucketName;
      const bucketLogicalId = Stack.of(this).getLogicalId(props.pdfBucket.node.defaultChild as CfnBucket);
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
        reason: `Object rights (${bucketActions.join(', ')}) on the private PDF bucket, which holds nothing but generated invoice PDFs keyed by invoice id, so no fixed key list exists; no ListBucket and no bucket-level action is granted.`,
      });
    }

    if (settings.deletableObjectKeys.length > 0) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [bucketObjectActions.delete],
          resources: settings.deletableObjectKeys.map((key) => props.pdfBucket.arnForObjects(key)),
        }),
      );
    }

    // Every function checks that its request came through CloudFront.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.originSecret.secretArn],
      }),
    );
    environment[environmentVariableNames.originSecretArn] = props.originSecret.secretArn;

    if (settings.readsSigningSecret) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [props.signingSecret.secretArn],
        }),
      );
      environment[environmentVariableNames.signingSecretArn] = props.signingSecret.secretArn;
    }

    if (settings.keepsPaymentSecrets) {
      // Read to take payments and verify Stripe's events, replaced when a super_admin saves new keys;
      // no DescribeSecret, rotation or version-stage rights.
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
          resources: [props.paymentSecrets.secretArn],
        }),
      );
      environment[environmentVariableNames.paymentSecretsArn] = props.paymentSecrets.secretArn;
    }

    for (const [name, value] of Object.entries(settings.environment)) {
      if (name in environment || Object.values(environmentVariableNames).some((known) => known === name))
        throw new Error(`The ${domain} domain's environment must not set ${name}: the construct does`);
      environment[name] = value;
    }

    return new NodejsFunction(scope, 'Function', {
      description: `School API: ${domain} domain`,
      ...functionSource(`functions/${domain}/handler.ts`),
      ...tracingFor(scope, role),
      memorySize: settings.memorySizeMb,
      timeout: Duration.seconds(settings.timeoutSeconds),
      role,
      logGroup,
      environment,
      bundling: { ...functionBundling, commandHooks: bundledFileHooks(settings.bundledFiles) },
    });
  }
}

function pascalCase(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase());
}
