import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { globalIndexes } from '../../functions/platform/table-design';

/**
 * The pieces every function that runs outside a request shares (the
 * scheduled jobs, the mailer, the invoice job worker): its table rights, its
 * dead-letter queue and the role EventBridge Scheduler starts it with. Each
 * is made under the same construct ids as before, so no deployed resource is
 * replaced by their being shared.
 */

/**
 * Query on the table and each of its indexes by name (no `index/*`
 * wildcard), and item actions on the table itself: indexes cannot be read or
 * written item by item. Scan is never among them (docs/architecture.md#no-scan).
 */
export function grantTableActions(
  role: IRole,
  table: ITableV2,
  actions: { query: readonly string[]; item: readonly string[] },
): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...actions.query],
      resources: [
        table.tableArn,
        ...globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
      ],
    }),
  );
  role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions.item], resources: [table.tableArn] }));
}

/**
 * A dead-letter queue kept 14 days, SQS's longest retention short of its
 * maximum: long enough to notice a failed run after a holiday. `whose` names
 * what fails into it, for the acknowledgement that it has no queue of its own.
 */
export function deadLetterQueue(scope: Construct, whose: string, whatThen: string): Queue {
  const queue = new Queue(scope, 'DeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself the dead-letter queue of ${whose}; ${whatThen}`,
  });
  return queue;
}

/**
 * Our own role for EventBridge Scheduler to start `target` with, rather than
 * the one LambdaInvoke would add at stack level, so that its grant can be
 * acknowledged here: LambdaInvoke grants lambda:InvokeFunction on the
 * function and its own versions and aliases (":*"), and no other function.
 */
export function schedulerRoleFor(scope: Construct, target: IFunction, description: string): Role {
  const role = new Role(scope, 'SchedulerRole', {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
    description,
  });
  const functionLogicalId = Stack.of(scope).getLogicalId(target.node.defaultChild as CfnFunction);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
    reason:
      'LambdaInvoke grants lambda:InvokeFunction on this function and its own versions and aliases (":*"); it reaches no other function, and the schedule invokes the unqualified function.',
  });
  return role;
}
