import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

/** How long each kind of backup is kept (docs/operations.md). */
export const backupRetention = { daily: Duration.days(35), monthly: Duration.days(365) };

/**
 * AWS Backup copies of the school table beside point-in-time recovery (which
 * reaches back 35 days to the second, but only while the table exists):
 * daily, kept 35 days, and monthly, kept a year, in a vault the stack keeps
 * when it is deleted. The documents bucket is versioned (data-store.ts).
 */
export class TableBackups extends Construct {
  readonly plan: BackupPlan;
  readonly vault: BackupVault;

  constructor(scope: Construct, id: string, props: { table: ITableV2 }) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
    this.plan = new BackupPlan(this, 'Plan', {
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ minute: '0', hour: '2' }),
          deleteAfter: backupRetention.daily,
        }),
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ minute: '0', hour: '3', day: '1' }),
          deleteAfter: backupRetention.monthly,
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [BackupResource.fromArn(props.table.tableArn)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        'AWS Backup assumes this role to back up the one table selected; its managed policy is the one AWS documents and keeps in step with what each service’s backups need.',
    });
  }
}
