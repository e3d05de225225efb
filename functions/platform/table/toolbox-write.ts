import type { EntityWrite, TableWrite, ToolboxTransaction } from './table-write';

/**
 * Stands for the table's name while a write is built: the name is added when the transaction is sent,
 * so a write can be built before the environment names the table (the bench's seeding, tests).
 */
const nameAddedWhenSent = 'table-named-when-sent';

/** The entry without its table name: platform/table adds it when the transaction is sent. */
function withoutTable<Request extends object>(request: Request) {
  const { TableName: _table, ...rest } = request as Request & { TableName?: unknown };
  return rest as never;
}

function isToolboxTransaction(write: EntityWrite): write is ToolboxTransaction {
  return typeof (write as Partial<ToolboxTransaction>).params === 'function';
}

/**
 * A write as the project's TableWrite: an entity's dynamodb-toolbox builder is
 * built into one here (write-transaction.ts does it once, as the transaction is
 * sent), so a refusal is still read by the write's name (named-writes.ts)
 * wherever the library builds its expressions; a TableWrite is kept as it is.
 */
export function asTableWrite(write: EntityWrite): TableWrite {
  if (!isToolboxTransaction(write)) return write;
  const params = write.options((previous) => ({ ...previous, tableName: nameAddedWhenSent })).params();
  if (params.Put) return { Put: withoutTable(params.Put) };
  if (params.Update) return { Update: withoutTable(params.Update) };
  if (params.Delete) return { Delete: withoutTable(params.Delete) };
  if (params.ConditionCheck) return { ConditionCheck: withoutTable(params.ConditionCheck) };
  throw new Error('A transaction write of no kind DynamoDB knows');
}
