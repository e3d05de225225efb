import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  globalIndexes,
  partitionKeyName,
  sortKeyName,
  timeToLiveAttributeName,
} from '../../functions/platform/table-design';

/** Where invoice PDFs are kept, one object per invoice (stored by the documents function and the mailer). */
export const invoicePdfPrefix = 'invoice-pdfs/';
/** Days a replaced or deleted invoice PDF version is kept. */
export const replacedPdfRetentionDays = 90;

export interface DataStoreProps {
  accessLogsBucket: IBucket;
}

/**
 * The school's records: the single table (docs/architecture.md#single-table) and the private
 * bucket of generated PDFs. Both outlive the stack, because deleting a
 * deployment must never delete a school's data.
 */
export class DataStore extends Construct {
  readonly table: TableV2;
  readonly pdfBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStoreProps) {
    super(scope, id);

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: partitionKeyName, type: AttributeType.STRING },
      sortKey: { name: sortKeyName, type: AttributeType.STRING },
      // A school's traffic comes in bursts around lessons and invoicing; on-demand costs nothing when idle.
      billing: Billing.onDemand(),
      globalSecondaryIndexes: globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKeyName, type: AttributeType.STRING },
        sortKey: { name: index.sortKeyName, type: AttributeType.STRING },
        ...(index.includedAttributes
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.includedAttributes] }
          : {}),
      })),
      timeToLiveAttribute: timeToLiveAttributeName,
      // The mailer sends each new outbox item from here (infra/constructs/outbox-mailer.ts); new images only.
      dynamoStream: StreamViewType.NEW_IMAGE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.pdfBucket = new Bucket(this, 'PdfBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      // A regenerated invoice must not silently destroy the copy a parent was sent.
      versioned: true,
      lifecycleRules: [
        {
          id: 'ExpireReplacedInvoicePdfs',
          // The export rewrites invoice-pdfs/{id}.pdf whenever the invoice changes; a replaced or deleted
          // copy stays recoverable past the payment term and a reminder or two, then goes.
          prefix: invoicePdfPrefix,
          noncurrentVersionExpiration: Duration.days(replacedPdfRetentionDays),
          // A deleted invoice's PDF leaves a delete marker behind once its last version has expired.
          expiredObjectDeleteMarker: true,
        },
      ],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'pdf-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
