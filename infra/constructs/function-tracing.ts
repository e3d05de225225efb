import { Validations } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { Tracing } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/** `npm run deploy -- -c tracing=true` turns X-Ray tracing on for every function (docs/operations.md). */
export const tracingContextKey = 'tracing';

/**
 * A function's X-Ray setting: off unless the deploy asks for it, since a
 * school rarely needs a trace and each one costs. When on, Lambda's L2
 * grants the function's own role the two X-Ray write actions, which take no
 * resource but `*`: acknowledged on that role.
 */
export function tracingFor(scope: Construct, role: IRole): { tracing: Tracing } {
  const on = String(scope.node.tryGetContext(tracingContextKey)) === 'true';
  if (!on) return { tracing: Tracing.DISABLED };
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'xray:PutTraceSegments and xray:PutTelemetryRecords, granted when tracing is on, accept no resource but "*" (X-Ray has no resource-level permissions for them).',
  });
  return { tracing: Tracing.ACTIVE };
}
