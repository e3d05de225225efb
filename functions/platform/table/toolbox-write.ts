import type { TableWrite } from './table-write';

type TransactionParams = { Put?: object; Update?: object; Delete?: object; ConditionCheck?: object };

/** What every dynamodb-toolbox transaction builder (PutTransaction, UpdateTransaction, ...) gives. */
interface ToolboxTransaction {
  params(): TransactionParams;
  options(next: (previous: object) => object): { params(): TransactionParams };
}

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

/**
 * A write built by an entity's dynamodb-toolbox declaration, as one write of
 * the project's named transactions (named-writes.ts), so a refusal is still
 * read by the write's name wherever the library builds its expressions.
 */
export function asTableWrite(transaction: ToolboxTransaction): TableWrite {
  const params = transaction.options((previous) => ({ ...previous, tableName: nameAddedWhenSent })).params();
  if (params.Put) return { Put: withoutTable(params.Put) };
  if (params.Update) return { Update: withoutTable(params.Update) };
  if (params.Delete) return { Delete: withoutTable(params.Delete) };
  if (params.ConditionCheck) return { ConditionCheck: withoutTable(params.ConditionCheck) };
  throw new Error('A transaction write of no kind DynamoDB knows');
}
