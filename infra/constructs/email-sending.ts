import { CfnOutput, Stack } from 'aws-cdk-lib';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/**
 * Who the school's emails come from, given as CDK context (docs/deploy.md):
 * `-c senderDomain=school.example` verifies a whole domain (DKIM records to
 * add to its DNS) and sends from `no-reply@` it (`-c senderLocalPart=` to
 * change), or `-c senderAddress=office@school.example` verifies one address
 * (a link in an email to it). `-c replyTo=office@school.example` sends
 * replies somewhere read. Without either, the placeholder domain below lets
 * the app synthesize offline; a deploy with it sends nothing until changed.
 */
export const placeholderSenderDomain = 'school.example';

export interface SenderSettings {
  /** The SES identity to verify: a domain or one address. */
  identity: { domain: string } | { address: string };
  fromAddress: string;
  replyTo?: string;
}

const addressPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function contextString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value.trim();
}

/** The sender as the context describes it; a malformed address or domain stops the synth with a clear error. */
export function senderSettingsOf(scope: Construct): SenderSettings {
  const address = contextString(scope, 'senderAddress');
  const domain = contextString(scope, 'senderDomain');
  const replyTo = contextString(scope, 'replyTo');
  if (address && domain) throw new Error('Give senderDomain or senderAddress, not both');
  for (const [key, value] of [
    ['senderAddress', address],
    ['replyTo', replyTo],
  ] as const)
    if (value && !addressPattern.test(value))
      throw new Error(`Context ${key} is not an email address: ${value}`);
  const replyToSetting = replyTo ? { replyTo } : {};
  if (address) return { identity: { address }, fromAddress: address, ...replyToSetting };
  const sendingDomain = domain ?? placeholderSenderDomain;
  if (!/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i.test(sendingDomain))
    throw new Error(`Context senderDomain is not a domain name: ${sendingDomain}`);
  const localPart = contextString(scope, 'senderLocalPart') ?? 'no-reply';
  return {
    identity: { domain: sendingDomain },
    fromAddress: `${localPart}@${sendingDomain}`,
    ...replyToSetting,
  };
}

/**
 * Amazon SES for the school: the verified sending identity (domain with
 * Easy DKIM, or one address) and a configuration set every email is sent
 * with: TLS required to the recipient's server, bounces and complaints kept
 * off the list by the account-level suppression, reputation metrics on.
 */
export class EmailSending extends Construct {
  readonly settings: SenderSettings;
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly configurationSetArn: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.settings = senderSettingsOf(this);

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });

    const { identity } = this.settings;
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: 'domain' in identity ? Identity.domain(identity.domain) : Identity.email(identity.address),
      configurationSet: this.configurationSet,
    });

    new CfnOutput(this, 'SenderAddress', {
      description: 'Emails come from this address once SES has verified its identity (docs/deploy.md)',
      value: this.settings.fromAddress,
    });
  }
}
