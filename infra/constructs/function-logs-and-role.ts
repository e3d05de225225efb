import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * A Lambda function's own log group (kept three months) and its own role,
 * which may write to that log group alone: AWSLambdaBasicExecutionRole's
 * logs rights would cover every log group of the account. The caller grants
 * the role what the function itself does. Made as `Logs` and `Role` in
 * `scope`, so each function's resources keep their names.
 */
export function functionLogsAndRole(
  scope: Construct,
  description: string,
): { logGroup: LogGroup; role: Role } {
  const logGroup = new LogGroup(scope, 'Logs', {
    retention: RetentionDays.THREE_MONTHS,
    // Logs are operational, not records; the table and buckets hold what must outlive the stack.
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(scope, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description,
  });
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );
  return { logGroup, role };
}
