import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The HS256 key that signs access tokens. Secrets Manager generates it at
 * deploy time, so the key never exists in the repository, the template or a
 * developer's shell history.
 */
export class SigningSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.secret = new Secret(this, 'Secret', {
      description: 'HS256 key that signs the school API access tokens',
      generateSecretString: {
        // 64 characters from 62 letters and digits is about 380 bits, above HS256's 256-bit key size.
        passwordLength: 64,
        excludePunctuation: true,
        includeSpace: false,
      },
    });

    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the HS256 key would sign every user out at once unless verification accepted two keys, which the token code does not do; access tokens are short-lived and refresh tokens are stored and revocable, so the key is rotated by hand when needed (docs/deploy.md).',
    });
  }
}
