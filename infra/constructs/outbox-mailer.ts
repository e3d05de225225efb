import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { outboxEntityName } from '../../functions/entities/outbox-message-entity';
import { schoolLogoKey } from '../../functions/entities/school-logo-object';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import type { EmailSending } from './email-sending';
import { invoiceFontEnvironment, invoiceFonts } from '../domain-settings';
import { bundledFileHooks, functionBundling, functionSource, sourceMapNodeOptions } from './domain-functions';
import { invoicePdfPrefix } from './data-store';
import { functionLogsAndRole } from './function-logs-and-role';
import { deadLetterQueue, schedulerRoleFor } from './job-building-blocks';
import { tracingFor } from './function-tracing';

/**
 * What the mailer may do with the table: read the recipient and the school's
 * name (GetItem), claim and settle a message (UpdateItem, conditional), find
 * what is still pending (Query of GSI1 only), and give a family that is still
 * invited a fresh invitation link with its invoice email (a Put checked
 * against the account in one transaction: PutItem and ConditionCheckItem).
 * No Scan, no Delete.
 */
export const mailerItemActions = [
  'dynamodb:GetItem',
  'dynamodb:UpdateItem',
  'dynamodb:PutItem',
  'dynamodb:ConditionCheckItem',
];
export const mailerQueryActions = ['dynamodb:Query'];
/** The index of pending messages (functions/entities/outbox-message-entity.ts `pendingOutboxQuery`). */
export const pendingIndexName = 'GSI1';

/** Stream retries of a record whose delivery threw (the table unreachable); the message's own attempts (5) decide failure. */
export const streamRetryAttempts = 10;
/** How often the safety net drains what the stream could not send. */
export const pendingDrainEvery = Duration.minutes(15);

/**
 * The app's bundling, less prettier: @react-email/render imports it only to
 * pretty-print on request (`pretty: true`, never asked for here), and it
 * would be a sixth of the bundle.
 */
export const mailerBundling: BundlingOptions = { ...functionBundling, externalModules: ['prettier'] };

export interface OutboxMailerProps {
  table: TableV2;
  email: EmailSending;
  /** The project's signing secret: the mailer signs each email's unsubscribe link with a key derived from it. */
  signingSecret: ISecret;
  /** The web app's address, for links in emails. */
  appUrl: string;
  /**
   * The private bucket of the invoice PDFs the invoice email attaches (read and stored, invoice PDFs only)
   * and of the school's logo they show (read only).
   */
  pdfBucket: IBucket;
}

/**
 * The sender of the outbox (functions/mailer/handler.ts). The table's stream
 * invokes it for each new outbox item (a filter lets nothing else through):
 * batches of 10, a record whose delivery threw retried from there on
 * (ReportBatchItemFailures), a batch that keeps throwing split in two, and a
 * record given up on after its retries lands in the dead-letter queue. A
 * schedule drains the pending index every 15 minutes: it retries sends that
 * failed for a passing reason (five attempts over an hour, not five in a few
 * seconds of stream retries) and sends a message whose record went to the
 * queue, or whose sender crashed mid-claim. Each message is claimed before it
 * is sent, so none of this sends one twice.
 */
export class OutboxMailer extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: OutboxMailerProps) {
    super(scope, id);
    const { table, email } = props;

    const { logGroup, role } = functionLogsAndRole(this, 'Sends the school emails waiting in the outbox');
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: mailerItemActions, resources: [table.tableArn] }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: mailerQueryActions,
        resources: [`${table.tableArn}/index/${pendingIndexName}`],
      }),
    );
    // SES checks the send against the identity and the configuration set alike.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [email.identity.emailIdentityArn, email.configurationSetArn],
      }),
    );

    // The one-click unsubscribe link's token is an HMAC (functions/shared-domains/messaging/unsubscribe-token.ts).
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.signingSecret.secretArn],
      }),
    );

    // The invoice email attaches the invoice's PDF: the stored one, or one the mailer makes and stores
    // (functions/mailer/invoice-email-extras.ts), with the school's logo in its header.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [props.pdfBucket.arnForObjects(`${invoicePdfPrefix}*`)],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.pdfBucket.arnForObjects(schoolLogoKey)],
      }),
    );
    const pdfBucketLogicalId = Stack.of(this).getLogicalId(props.pdfBucket.node.defaultChild as CfnBucket);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${pdfBucketLogicalId}.Arn>/${invoicePdfPrefix}*]`,
      reason:
        'Reading and storing (GetObject and PutObject only) the invoice PDFs, keyed by invoice id under one prefix, so no fixed key list exists; no delete, no ListBucket and no other prefix is granted (the school logo is read by its one key).',
    });

    this.deadLetterQueue = deadLetterQueue(
      this,
      'the outbox stream (records whose retries ran out)',
      'the pending-outbox schedule sends their messages anyway, and nothing consumes the queue automatically.',
    );

    this.function = new NodejsFunction(this, 'Function', {
      description: 'School mailer: sends the outbox emails',
      ...functionSource('functions/mailer/handler.ts'),
      ...tracingFor(this, role),
      memorySize: 512,
      // A batch is at most 10 sends of ~100 ms, or of a second or two for an invoice email whose PDF it makes
      // (pdf-lib and the fonts load on the first); the claim's lease (2 minutes) must outlast a run.
      timeout: Duration.seconds(60),
      role,
      logGroup,
      environment: {
        [environmentVariableNames.tableName]: table.tableName,
        [environmentVariableNames.bucketName]: props.pdfBucket.bucketName,
        [environmentVariableNames.mailFromAddress]: email.settings.fromAddress,
        [environmentVariableNames.mailConfigurationSet]: email.configurationSet.configurationSetName,
        [environmentVariableNames.appUrl]: props.appUrl,
        [environmentVariableNames.signingSecretArn]: props.signingSecret.secretArn,
        ...(email.settings.replyTo ? { [environmentVariableNames.mailReplyTo]: email.settings.replyTo } : {}),
        ...invoiceFontEnvironment,
        NODE_OPTIONS: sourceMapNodeOptions,
      },
      // The fonts of the invoice PDFs it makes, beside the bundle (the documents function has the same).
      bundling: { ...mailerBundling, commandHooks: bundledFileHooks(invoiceFonts) },
    });

    this.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: streamRetryAttempts,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(outboxEntityName) } } },
          }),
        ],
      }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, which the stream event source needs to find the stream, has no resource-level permissions; the other stream rights name the table stream itself.',
    });

    const schedulerRole = schedulerRoleFor(
      this,
      this.function,
      'Lets EventBridge Scheduler start the pending-outbox drain',
    );
    this.schedule = new Schedule(this, 'PendingDrain', {
      description:
        'Sends outbox emails the stream could not (a record in the dead-letter queue, a crashed sender)',
      schedule: ScheduleExpression.rate(pendingDrainEvery),
      target: new LambdaInvoke(this.function, {
        role: schedulerRole,
        input: ScheduleTargetInput.fromObject({ drain: 'pending' }),
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.minutes(15),
      }),
    });
  }
}
