import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { apiBasePath, domains } from '../shared/routes/route-definition';
import { AccessLogBucket } from './constructs/access-log-bucket';
import { DataStore } from './constructs/data-store';
import { DomainFunctions } from './constructs/domain-functions';
import { EmailSending } from './constructs/email-sending';
import { SchoolHttpApi } from './constructs/http-api';
import { OutboxMailer } from './constructs/outbox-mailer';
import { Operations } from './constructs/operations';
import { InvoiceJobWorker } from './constructs/invoice-job-worker';
import { OriginSecret } from './constructs/origin-secret';
import { PaymentSecrets } from './constructs/payment-secrets';
import { OverdueSweepSchedule } from './constructs/overdue-sweep-schedule';
import { LessonReminderSchedule } from './constructs/lesson-reminder-schedule';
import { ProgressDigestSchedule } from './constructs/progress-digest-schedule';
import { RetentionSchedule } from './constructs/retention-schedule';
import { SystemSummarySchedule } from './constructs/system-summary-schedule';
import { SigningSecret } from './constructs/signing-secret';
import { WebDistribution } from './constructs/web-distribution';

export interface SchoolStackProps extends StackProps {
  /** Folder of the built SPA; see WebDistributionProps.webDistPath. */
  webDistPath: string;
  /** ARN of the web ACL (in us-east-1) that rate-limits each client in front of the distribution. */
  webAclArn: string;
}

/** Everything one school needs in AWS: one stack per school (docs/architecture.md#stack). */
export class SchoolStack extends Stack {
  readonly dataStore: DataStore;
  readonly functions: DomainFunctions;
  readonly httpApi: SchoolHttpApi;
  readonly overdueSweep: OverdueSweepSchedule;
  readonly progressDigest: ProgressDigestSchedule;
  readonly retention: RetentionSchedule;
  readonly systemSummary: SystemSummarySchedule;
  readonly web: WebDistribution;
  readonly email: EmailSending;
  readonly mailer: OutboxMailer;
  readonly lessonReminders: LessonReminderSchedule;
  readonly invoiceJobs: InvoiceJobWorker;
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: SchoolStackProps) {
    super(scope, id, props);

    const accessLogs = new AccessLogBucket(this, 'AccessLogs');
    this.dataStore = new DataStore(this, 'Data', { accessLogsBucket: accessLogs.bucket });
    const signingSecret = new SigningSecret(this, 'SigningSecret');
    const originSecret = new OriginSecret(this, 'OriginSecret');
    const paymentSecrets = new PaymentSecrets(this, 'PaymentSecrets');
    this.functions = new DomainFunctions(this, 'Functions', {
      table: this.dataStore.table,
      pdfBucket: this.dataStore.pdfBucket,
      signingSecret: signingSecret.secret,
      originSecret: originSecret.secret,
      paymentSecrets: paymentSecrets.secret,
    });
    this.httpApi = new SchoolHttpApi(this, 'Http', { functions: this.functions });
    this.overdueSweep = new OverdueSweepSchedule(this, 'OverdueSweep', { table: this.dataStore.table });
    this.lessonReminders = new LessonReminderSchedule(this, 'LessonReminders', {
      table: this.dataStore.table,
    });
    this.progressDigest = new ProgressDigestSchedule(this, 'ProgressDigest', {
      table: this.dataStore.table,
      deadLetterQueue: this.overdueSweep.deadLetterQueue,
    });
    this.retention = new RetentionSchedule(this, 'Retention', {
      table: this.dataStore.table,
      pdfBucket: this.dataStore.pdfBucket,
      deadLetterQueue: this.overdueSweep.deadLetterQueue,
    });
    this.systemSummary = new SystemSummarySchedule(this, 'SystemSummary', {
      table: this.dataStore.table,
      deadLetterQueue: this.overdueSweep.deadLetterQueue,
    });
    this.invoiceJobs = new InvoiceJobWorker(this, 'InvoiceJobs', { table: this.dataStore.table });
    this.web = new WebDistribution(this, 'Web', {
      apiDomainName: this.httpApi.domainName,
      originSecret: originSecret.secret,
      webAclArn: props.webAclArn,
      accessLogsBucket: accessLogs.bucket,
      webDistPath: props.webDistPath,
    });

    const siteUrl = `https://${this.web.distribution.distributionDomainName}`;
    this.functions.tellAppUrl(siteUrl);
    this.email = new EmailSending(this, 'Email');
    this.functions.tellEmailIdentity(this.email);
    this.mailer = new OutboxMailer(this, 'Mailer', {
      table: this.dataStore.table,
      email: this.email,
      appUrl: siteUrl,
      signingSecret: signingSecret.secret,
      pdfBucket: this.dataStore.pdfBucket,
    });
    // Last: it watches every function and queue made above.
    this.operations = new Operations(this, 'Operations', {
      httpApi: this.httpApi.api,
      table: this.dataStore.table,
      deadLetterQueues: {
        mailer: this.mailer.deadLetterQueue,
        'scheduled-jobs': this.overdueSweep.deadLetterQueue,
        'lesson-reminders': this.lessonReminders.deadLetterQueue,
        'invoice-jobs': this.invoiceJobs.deadLetterQueue,
      },
      healthReaders: [this.functions.functionOf('system'), this.systemSummary.function],
      apiFunctions: domains.map((domain) => this.functions.functionOf(domain)),
    });
    new CfnOutput(this, 'SiteUrl', { description: 'Open this in a browser', value: siteUrl });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The API as the web app calls it, through CloudFront',
      value: `${siteUrl}${apiBasePath}`,
    });
    new CfnOutput(this, 'ApiGatewayEndpoint', {
      description:
        'The HTTP API without CloudFront: it refuses every request without the origin secret (403)',
      value: `${this.httpApi.api.apiEndpoint}${apiBasePath}`,
    });
    new CfnOutput(this, 'TableName', { value: this.dataStore.table.tableName });
    new CfnOutput(this, 'PdfBucketName', { value: this.dataStore.pdfBucket.bucketName });
    new CfnOutput(this, 'OverdueSweepFunctionName', {
      description: 'Run the overdue sweep by hand (docs/deploy.md)',
      value: this.overdueSweep.function.functionName,
    });
    new CfnOutput(this, 'MailerDeadLetterQueueUrl', {
      description: 'Outbox stream records whose retries ran out land here (docs/deploy.md)',
      value: this.mailer.deadLetterQueue.queueUrl,
    });
    new CfnOutput(this, 'OverdueSweepDeadLetterQueueUrl', {
      description: 'Failed overdue sweeps land here (docs/deploy.md)',
      value: this.overdueSweep.deadLetterQueue.queueUrl,
    });
  }
}
