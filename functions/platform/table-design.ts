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
  /** The attributes the index copies besides the keys; absent means all of them (projection ALL). */
  includedAttributes?: readonly string[];
}

/**
 * What the export index (GSI4) copies of a lesson and of an invoice: exactly
 * what the lessons CSV, Teacher Hours and the invoices CSV read, so a year
 * of them is a few small pages instead of whole items (a lesson's notes, an
 * invoice's lines).
 */
export const exportIndexAttributes = [
  // Lessons (LESSON_EXPORT#<yyyy-mm>).
  'startTime',
  'endTime',
  'timezone',
  'teacherId',
  'teacherName',
  'studentName',
  'subject',
  'subjectName',
  'status',
  // Invoices (INVOICE_EXPORT#<yyyy-mm>); `studentName` and `status` as above.
  'id',
  'invoiceNumber',
  'createdAt',
  'dueDate',
  'parentName',
  'currency',
  'subtotalMinor',
  'taxMinor',
  'totalMinor',
  'payments',
] as const;

export type ExportIndexAttribute = (typeof exportIndexAttributes)[number];

/** Generic overloaded indexes: each entity decides what its GSI attributes mean. */
export const globalIndexes: readonly GlobalIndexDesign[] = [
  { indexName: 'GSI1', partitionKeyName: 'GSI1PK', sortKeyName: 'GSI1SK' },
  { indexName: 'GSI2', partitionKeyName: 'GSI2PK', sortKeyName: 'GSI2SK' },
  { indexName: 'GSI3', partitionKeyName: 'GSI3PK', sortKeyName: 'GSI3SK' },
  // Sparse: only lessons and invoices carry its keys.
  {
    indexName: 'GSI4',
    partitionKeyName: 'GSI4PK',
    sortKeyName: 'GSI4SK',
    includedAttributes: exportIndexAttributes,
  },
];

/** Epoch seconds after which DynamoDB may delete the item (refresh tokens, login throttles). */
export const timeToLiveAttributeName = 'expiresAt';
