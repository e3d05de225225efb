import { fileURLToPath } from 'node:url';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeProtectionStack, cloudFrontWafRegion } from './edge-protection-stack';
import { SchoolStack } from './school-stack';

export const defaultWebDistPath = fileURLToPath(new URL('../web/dist', import.meta.url));

/**
 * The school's region when the CLI gives none: offline synthesis (tests, CI,
 * `npm run synth` without a profile) still needs one, because the school
 * stack reads the web ACL's ARN from us-east-1 through a cross-region
 * reference, which needs both regions known. `cdk deploy` sets
 * CDK_DEFAULT_REGION from the signed-in profile (docs/deploy.md).
 */
export const synthesisRegion = 'eu-west-2';

export interface SchoolAppOptions extends AppProps {
  webDistPath?: string;
}

/**
 * The CDK app: the school stack, and the small us-east-1 stack with the web
 * ACL its CloudFront distribution must take from there, with cdk-nag's
 * AwsSolutions checks, which fail synthesis on any finding not acknowledged
 * with a reason. The CLI entry and the infra tests build the app through
 * this one function, so the tests check exactly what `cdk deploy` deploys.
 */
export function createSchoolApp(options: SchoolAppOptions = {}): {
  app: App;
  stack: SchoolStack;
  edgeStack: EdgeProtectionStack;
} {
  const { webDistPath = defaultWebDistPath, ...appProps } = options;
  const app = new App(appProps);
  // The account stays the CLI profile's (unresolved when synthesizing offline): no lookups are made.
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const edgeStack = new EdgeProtectionStack(app, 'SchoolProgressEdge', {
    description:
      'School progress: the web ACL (per-client rate limits) of the school’s CloudFront distribution',
    env: { account, region: cloudFrontWafRegion },
    crossRegionReferences: true,
  });
  const stack = new SchoolStack(app, 'SchoolProgress', {
    description: 'School progress: web app, API, table and PDF bucket of one school',
    env: { account, region: process.env.CDK_DEFAULT_REGION ?? synthesisRegion },
    crossRegionReferences: true,
    webDistPath,
    webAclArn: edgeStack.webAcl.attrArn,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  return { app, stack, edgeStack };
}
