import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { createSchoolApp } from '../school-app';
import type { SchoolStack } from '../school-stack';

const cdkJsonPath = fileURLToPath(new URL('../../cdk.json', import.meta.url));

export interface ValidationViolation {
  ruleName: string;
  severity: string;
  description: string;
  violatingResources: { constructPath?: string }[];
}

export interface SynthesizedSchoolApp {
  stack: SchoolStack;
  template: Template;
  /** The raw template, for assertions the Template matchers cannot express. */
  templateJson: TemplateJson;
  /** The us-east-1 stack with the web ACL. */
  edgeTemplateJson: TemplateJson;
  /** Where the cloud assembly went: bundled function code and staged site files live here. */
  outdir: string;
  /** What `app.synth()` threw: cdk-nag findings without an acknowledgement make it throw. */
  synthError: unknown;
  violations: ValidationViolation[];
}

export interface TemplateJson {
  Resources: Record<string, CloudFormationResource>;
  Outputs?: Record<string, unknown>;
}

export interface CloudFormationResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Metadata?: Record<string, unknown>;
}

/**
 * Synthesizes the app the way `cdk synth` does (cdk.json's context, the
 * cdk-nag plugin, bundling with the local esbuild), into a fresh folder.
 * The template is read from disk even when validation failed, so a cdk-nag
 * finding fails one test with its report rather than every test.
 * `bundleFunctions: false` skips esbuild for tests that read no function code.
 */
export function synthesizeSchoolApp(
  webDistPath: string,
  {
    bundleFunctions = true,
    extraContext = {},
  }: { bundleFunctions?: boolean; extraContext?: Record<string, string> } = {},
): SynthesizedSchoolApp {
  const { context: cdkContext } = JSON.parse(readFileSync(cdkJsonPath, 'utf8')) as {
    context: Record<string, unknown>;
  };
  // What `-c name=value` adds on the command line.
  const context = { ...cdkContext, ...extraContext };
  const outdir = mkdtempSync(join(tmpdir(), 'school-cdk-'));
  // CDK's own switch (what `cdk synth --exclusively` uses): no stack is bundled, each function
  // gets a placeholder asset. Bundling every domain function is most of a synthesis's 25 s.
  if (!bundleFunctions) context['aws:cdk:bundling-stacks'] = [];
  const { app, stack, edgeStack } = createSchoolApp({ webDistPath, context, outdir });

  let synthError: unknown;
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }

  const templatePath = join(outdir, stack.templateFile);
  if (!existsSync(templatePath)) throw synthError ?? new Error(`No template at ${templatePath}`);
  const templateJson = JSON.parse(readFileSync(templatePath, 'utf8')) as TemplateJson;
  const edgeTemplateJson = JSON.parse(
    readFileSync(join(outdir, edgeStack.templateFile), 'utf8'),
  ) as TemplateJson;

  const reportPath = join(outdir, 'validation-report.json');
  const report = existsSync(reportPath)
    ? (JSON.parse(readFileSync(reportPath, 'utf8')) as {
        pluginReports: { pluginName: string; violations: ValidationViolation[] }[];
      })
    : { pluginReports: [] };
  const violations = report.pluginReports
    .filter((pluginReport) => pluginReport.pluginName.includes('AwsSolutions'))
    .flatMap((pluginReport) => pluginReport.violations);

  return {
    stack,
    template: Template.fromJSON(templateJson),
    templateJson,
    edgeTemplateJson,
    outdir,
    synthError,
    violations,
  };
}

export function resourcesOfType(
  synthesized: SynthesizedSchoolApp,
  type: string,
): [logicalId: string, resource: CloudFormationResource][] {
  return Object.entries(synthesized.templateJson.Resources).filter(([, resource]) => resource.Type === type);
}
