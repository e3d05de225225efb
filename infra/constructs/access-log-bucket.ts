import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Days access logs are kept: long enough to investigate an incident reported a term later. */
const accessLogRetentionDays = 180;

/**
 * One bucket for the S3 server access logs of the other buckets and the
 * CloudFront standard logs, so every request to stored data leaves a trace
 * (cdk-nag S1, CFR3) without a log bucket per resource.
 */
export class AccessLogBucket extends Construct {
  readonly bucket: IBucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // cdk-nag S1 accepts a bucket that receives other buckets' access logs without logging itself.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logging still delivers through an ACL grant, which needs ACLs enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      encryption: BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ expiration: Duration.days(accessLogRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
