/**
 * The single table's key schema, shared by the CDK app and the local runtime
 * so both create the same table. Entities build their keys in their own key
 * functions (docs/data-model.md lists every access pattern).
 */
export const partitionKeyName = 'PK';
export const sortKeyName = 'SK';

export interface GlobalIndexDesign {
  indexName: string;
  partitionKeyName: string;
  sortKeyName: string;
}

/** Generic overloaded indexes: each entity decides what its GSI attributes mean. */
export const globalIndexes: readonly GlobalIndexDesign[] = [
  { indexName: 'GSI1', partitionKeyName: 'GSI1PK', sortKeyName: 'GSI1SK' },
  { indexName: 'GSI2', partitionKeyName: 'GSI2PK', sortKeyName: 'GSI2SK' },
  { indexName: 'GSI3', partitionKeyName: 'GSI3PK', sortKeyName: 'GSI3SK' },
];

/** Epoch seconds after which DynamoDB may delete the item (refresh tokens, login throttles). */
export const timeToLiveAttributeName = 'expiresAt';
