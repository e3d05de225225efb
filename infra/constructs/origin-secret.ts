import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The value CloudFront adds to every API request as the origin-secret header
 * (functions/platform/edge-headers.ts) and every function checks: API Gateway's
 * own endpoint stays reachable on the internet (an HTTP API can only turn it
 * off behind a custom domain, which a school may not have), so this is what
 * makes a request around CloudFront, its WAF and its viewer address useless.
 * Secrets Manager generates it at deploy time; the distribution takes it
 * through a CloudFormation dynamic reference, the functions read it at
 * their first request.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.secret = new Secret(this, 'Secret', {
      description: 'Header value CloudFront sends to the school API, which refuses requests without it',
      generateSecretString: {
        // 48 letters and digits is about 285 bits: not guessable, and safe in an HTTP header.
        passwordLength: 48,
        excludePunctuation: true,
        includeSpace: false,
      },
    });

    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront holds the value in its origin configuration, which only a deployment updates; automatic rotation would refuse every request until the next deployment. It is rotated by putting a new value and redeploying (docs/deploy.md).',
    });
  }
}
