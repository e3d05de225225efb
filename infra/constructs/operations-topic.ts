import { CfnParameter, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** The deploy setting that names who is told (docs/deploy.md, docs/operations.md). */
export const operationsEmailParameter = 'OperationsEmail';

/** The services that publish to the school stack's topic: CloudWatch alarms and AWS Budgets. */
const defaultPublishers = ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com'];

export interface OperationsTopicProps {
  /** The services that may publish to it (and use its key); the edge stack's topic takes CloudWatch's alarm alone. */
  publishers?: readonly string[];
}

/**
 * Where every alarm and the cost budget send their news: an SNS topic with
 * the school's operations email subscribed (AWS asks that address to confirm
 * once). The address is a required deploy parameter: a stack deployed
 * without it fails at once instead of alarming nobody. The topic is
 * encrypted with a key of its own, since CloudWatch and Budgets cannot use
 * SNS's AWS-managed key, and takes only TLS publishes. Each stack that
 * alarms has one (an alarm notifies a topic of its own region only), each
 * with the same `OperationsEmail` parameter: `--parameters OperationsEmail=…`
 * without a stack name gives every stack the one address (docs/deploy.md).
 */
export class OperationsTopic extends Construct {
  readonly topic: Topic;
  readonly email: CfnParameter;

  constructor(scope: Construct, id: string, { publishers = defaultPublishers }: OperationsTopicProps = {}) {
    super(scope, id);
    this.email = new CfnParameter(Stack.of(this), operationsEmailParameter, {
      type: 'String',
      description: 'Who receives the school’s alarms and cost alerts (AWS asks this address to confirm once)',
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'must be an email address',
    });
    const key = new Key(this, 'Key', {
      description: 'Encrypts the school’s operations alerts topic',
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        principals: publishers.map((service) => new ServicePrincipal(service)),
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      displayName: 'School operations',
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: publishers.map((service) => new ServicePrincipal(service)),
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic.addSubscription(new EmailSubscription(this.email.valueAsString));
  }
}
