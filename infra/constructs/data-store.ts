import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
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
} from '../../functions/lib/table-design';

export interface DataStoreProps {
  accessLogsBucket: IBucket;
}

/**
 * The school's records: the single table (DESIGN rule 5) and the private
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
      })),
      timeToLiveAttribute: timeToLiveAttributeName,
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
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'pdf-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
