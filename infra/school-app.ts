import { fileURLToPath } from 'node:url';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SchoolStack } from './school-stack';

export const defaultWebDistPath = fileURLToPath(new URL('../web/dist', import.meta.url));

export interface SchoolAppOptions extends AppProps {
  webDistPath?: string;
}

/**
 * The CDK app: the school stack with cdk-nag's AwsSolutions checks, which fail
 * synthesis on any finding not acknowledged with a reason. The CLI entry and
 * the infra tests build the app through this one function, so the tests check
 * exactly what `cdk deploy` deploys.
 */
export function createSchoolApp(options: SchoolAppOptions = {}): { app: App; stack: SchoolStack } {
  const { webDistPath = defaultWebDistPath, ...appProps } = options;
  const app = new App(appProps);
  // No env: the account and region come from the CLI profile at deploy time, and synthesis needs no lookups.
  const stack = new SchoolStack(app, 'SchoolProgress', {
    description: 'School progress: web app, API, table and PDF bucket of one school',
    webDistPath,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  return { app, stack };
}
