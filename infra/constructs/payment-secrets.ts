import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The school's own Stripe keys (its secret key and its webhook signing
 * secret), one JSON secret the payments function reads and replaces when a
 * super_admin saves Settings → Payments (functions/platform/payment-secrets.ts).
 * CloudFormation cannot create a secret without a value and would otherwise
 * generate a random password, so it starts as `{}`, an object without keys,
 * which the function reads as "no keys": online payment stays off until the
 * school saves its own. The template's value never changes, so a later
 * deployment has nothing to write over the keys the school saved.
 */
export class PaymentSecrets extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.secret = new Secret(this, 'Secret', {
      description:
        "The school's Stripe secret key and webhook signing secret, saved from Settings → Payments",
      // No key in it: `{}` is the empty set of keys, not a value anyone could use.
      secretObjectValue: {},
    });

    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The keys are issued by the school's Stripe account, not generated here: a rotation function could not make a new Stripe key. The school rolls its key in Stripe's dashboard and saves the new one in Settings → Payments.",
    });
  }
}
