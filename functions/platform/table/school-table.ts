import { Table } from 'dynamodb-toolbox';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';

/**
 * The single table as dynamodb-toolbox sees it (docs/architecture.md#data-layer):
 * the key layout of docs/data-model.md exactly (`PK`, `SK`, the overloaded
 * `GSI1`–`GSI4`), and the entity's name saved under today's `entity`
 * attribute, so items written before the library read the same.
 */
export const schoolTable = new Table({
  // Read per command: the local runtime and the tests set TABLE_NAME after import.
  name: () => tableName(),
  partitionKey: { name: 'PK', type: 'string' },
  sortKey: { name: 'SK', type: 'string' },
  indexes: {
    GSI1: {
      type: 'global',
      partitionKey: { name: 'GSI1PK', type: 'string' },
      sortKey: { name: 'GSI1SK', type: 'string' },
    },
    GSI2: {
      type: 'global',
      partitionKey: { name: 'GSI2PK', type: 'string' },
      sortKey: { name: 'GSI2SK', type: 'string' },
    },
    GSI3: {
      type: 'global',
      partitionKey: { name: 'GSI3PK', type: 'string' },
      sortKey: { name: 'GSI3SK', type: 'string' },
    },
    GSI4: {
      type: 'global',
      partitionKey: { name: 'GSI4PK', type: 'string' },
      sortKey: { name: 'GSI4SK', type: 'string' },
    },
  },
  entityAttributeSavedAs: 'entity',
});

// The DocumentClient is made on first use, for the endpoint the environment names then (dynamo-client.ts),
// with its timeouts and its retry of transactions cancelled only by a conflict.
Object.defineProperty(schoolTable, 'documentClient', { get: dynamo });
