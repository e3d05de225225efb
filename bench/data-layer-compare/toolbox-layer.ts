import {
  $add,
  Entity,
  GetItemCommand,
  PutItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateTransaction,
  boolean,
  executeTransactWrite,
  item,
  list,
  map,
  number,
  prefix,
  set,
  string,
  type Condition,
  type ExecuteTransactWriteInput,
  type ExecuteTransactWriteOptions,
  type FormattedItem,
  type InputItem,
} from 'dynamodb-toolbox';
import { messageCategories } from '../../shared/messages/message-categories';
import { roles } from '../../shared/roles';
import { invoiceStatuses } from '../../shared/invoices/invoice-statuses';
import { currencies } from '../../shared/invoices/money';
import { paymentMethods } from '../../shared/invoices/payment-methods';
import { lessonTimezones } from '../../shared/lesson-time';
import { schoolTable } from '../../functions/platform/table/school-table';
import { invoiceKeys } from '../../functions/entities/invoice-entity';
import { decodeCursor, encodeCursor } from '../../functions/platform/table/page-cursor';
import { refusedNames, TransactionRefused } from './named-refusals';

/**
 * On the project's own table declaration (functions/platform/table/school-table.ts,
 * which this comparison led to): dynamodb-toolbox v2 declarations of today's User, UserEmail, Invoice and
 * SchoolCounters items, against the table's exact key layout
 * (docs/data-model.md): the same PK/SK, GSI1-GSI4 and attribute names, and
 * the same `entity` attribute the old code writes (the toolbox's own entity
 * attribute, saved under that name), so no item needs migrating.
 */

/** One boolean per email category the account chose (`emailChoice_<category>`), as today. */
const optionalBoolean = boolean().optional();
const emailChoiceAttributes = Object.fromEntries(
  messageCategories.map((category) => [`emailChoice_${category}`, optionalBoolean]),
) as Record<`emailChoice_${(typeof messageCategories)[number]}`, typeof optionalBoolean>;

const userAttributes = item({
  id: string().key(),
  name: string(),
  email: string(),
  role: string().enum(...roles),
  phone: string().optional(),
  // String sets; DynamoDB has no empty set, so an empty list is no attribute (string-sets.ts).
  children: set(string()).optional(),
  students: set(string()).optional(),
  endedSessions: set(string()).optional(),
  passwordHash: string(),
  // Absent on items written before sessions had versions: 0.
  sessionVersion: number().optional(),
  accountStatus: string().enum('invited', 'unverified').optional(),
  pendingEmail: string().optional(),
  createdAt: string(),
  updatedAt: string(),
  ...emailChoiceAttributes,
});

const listingKey = ({ name, id }: { name: string; id: string }) => `${name.toLowerCase()}#${id}`;

export const UserEntity = new Entity({
  name: 'User',
  table: schoolTable,
  timestamps: false,
  schema: userAttributes.and((_schema) => ({
    GSI1PK: string()
      .hidden()
      .link<typeof _schema>(({ role }) => `USERS_BY_ROLE#${role}`),
    GSI1SK: string().hidden().link<typeof _schema>(listingKey),
    GSI2PK: string()
      .hidden()
      .link<typeof _schema>(() => 'USERS'),
    GSI2SK: string().hidden().link<typeof _schema>(listingKey),
  })),
  computeKey: ({ id }) => ({ PK: `USER#${id}`, SK: 'USER' }),
});

/**
 * The email-uniqueness item holds no email attribute: the address lives only
 * in its key, which a prefix transformer writes and reads back.
 */
export const UserEmailEntity = new Entity({
  name: 'UserEmail',
  table: schoolTable,
  timestamps: false,
  schema: item({
    email: string()
      .key()
      .savedAs('PK')
      .transform(prefix('USER_EMAIL'))
      .validate((email) => email === email.trim().toLowerCase()),
    sk: string().key().savedAs('SK').const('USER_EMAIL').hidden(),
    userId: string(),
  }),
});

export const SchoolCountersEntity = new Entity({
  name: 'SchoolCounters',
  table: schoolTable,
  timestamps: false,
  // Today's item carries no `entity` attribute: it is written only by ADD updates.
  entityAttribute: false,
  schema: item({
    students: number().optional(),
    users: number().optional(),
    subjects: number().optional(),
    progressUpdates: number().optional(),
    superAdmins: number().optional(),
  }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'COUNTERS' }),
});

const invoiceLine = map({
  id: string(),
  lessonId: string(),
  lessonStart: string(),
  lessonDate: string(),
  lessonTime: string(),
  timezone: string().enum(...lessonTimezones),
  subject: string(),
  teacherName: string(),
  durationMinutes: number(),
  rateMinor: number(),
  amountMinor: number(),
});

const payment = map({
  id: string(),
  amountMinor: number(),
  date: string(),
  method: string().enum(...paymentMethods),
  reference: string(),
  recordedAt: string(),
  recordedBy: string(),
});

const invoiceAttributes = item({
  id: string().key(),
  invoiceNumber: string(),
  studentId: string(),
  studentName: string(),
  studentGrade: string(),
  parentId: string(),
  parentName: string(),
  parentEmail: string(),
  status: string().enum(...invoiceStatuses),
  currency: string().enum(...currencies),
  month: number(),
  year: number(),
  startDate: string(),
  endDate: string(),
  dueDate: string(),
  createdAt: string(),
  updatedAt: string(),
  sentAt: string().optional(),
  paidAt: string().optional(),
  lines: list(invoiceLine),
  subtotalMinor: number(),
  taxRatePercent: number(),
  taxMinor: number(),
  totalMinor: number(),
  notes: string(),
  revision: number(),
  payments: list(payment).optional(),
});

/** GSI1 holds an invoice only while it is sent or overdue (the sweep, reminders and digest read it). */
const byDuePartition = (status: string) =>
  status === 'sent'
    ? invoiceKeys.sentByDuePartition
    : status === 'overdue'
      ? invoiceKeys.overdueByDuePartition
      : undefined;

export const InvoiceEntity = new Entity({
  name: 'Invoice',
  table: schoolTable,
  timestamps: false,
  schema: invoiceAttributes.and((_schema) => ({
    GSI1PK: string()
      .optional()
      .hidden()
      .link<typeof _schema>(({ status }) => byDuePartition(status)),
    GSI1SK: string()
      .optional()
      .hidden()
      .link<typeof _schema>(({ status, dueDate, id }) =>
        byDuePartition(status) ? `${dueDate}#${id}` : undefined,
      ),
    GSI2PK: string()
      .hidden()
      .link<typeof _schema>(({ studentId }) => invoiceKeys.studentPartition(studentId)),
    GSI2SK: string()
      .hidden()
      .link<typeof _schema>((invoice) => invoiceKeys.listSortKey(invoice)),
    GSI3PK: string()
      .hidden()
      .link<typeof _schema>(({ parentId }) => invoiceKeys.familyPartition(parentId)),
    GSI3SK: string()
      .hidden()
      .link<typeof _schema>((invoice) => invoiceKeys.listSortKey(invoice)),
    GSI4PK: string()
      .hidden()
      .link<typeof _schema>((invoice) => invoiceKeys.exportIndex(invoice).GSI4PK),
    GSI4SK: string()
      .hidden()
      .link<typeof _schema>((invoice) => invoiceKeys.exportIndex(invoice).GSI4SK),
  })),
  computeKey: ({ id }) => ({ PK: `INVOICE#${id}`, SK: 'INVOICE' }),
});

export type ToolboxUser = FormattedItem<typeof UserEntity>;
export type ToolboxInvoice = FormattedItem<typeof InvoiceEntity>;
export type CounterName = 'students' | 'users' | 'subjects' | 'progressUpdates' | 'superAdmins';

/**
 * `counterDeltas` of school-counters-entity.ts: one ADD per delta, held to
 * each `atLeast` minimum (a transaction that would take the last Super Admin
 * is refused by this write's condition).
 */
export function counterDeltas(
  deltas: Partial<Record<CounterName, number>>,
  condition?: { atLeast: Partial<Record<CounterName, number>> },
) {
  const changes = Object.fromEntries(
    Object.entries(deltas)
      .filter(([, delta]) => delta !== 0)
      .map(([name, delta]) => [name, $add(delta)]),
  );
  // The condition's type is a union over the attributes: a name known only at run time needs the cast.
  const minimums = Object.entries(condition?.atLeast ?? {}).map(
    ([attr, minimum]) => ({ attr, gte: minimum }) as Condition<typeof SchoolCountersEntity>,
  );
  const update = SchoolCountersEntity.build(UpdateTransaction).item(changes);
  return minimums.length ? update.options({ condition: { and: minimums } }) : update;
}

export const readSchoolCounters = async () =>
  (await SchoolCountersEntity.build(GetItemCommand).key({}).options({ consistent: true }).send()).Item;

export const readUser = async (id: string) =>
  (await UserEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item;

export const readUserEmail = async (email: string) =>
  (await UserEmailEntity.build(GetItemCommand).key({ email }).options({ consistent: true }).send()).Item;

export const readInvoice = async (id: string) =>
  (await InvoiceEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item;

export const putInvoice = (invoice: InputItem<typeof InvoiceEntity>) =>
  InvoiceEntity.build(PutItemCommand).item(invoice).send();

type WriteTransaction = Exclude<ExecuteTransactWriteInput[number], ExecuteTransactWriteOptions>;

/** Sends the writes as one transaction; a refused condition is thrown as the names of the writes refused. */
export async function transact(writes: Record<string, WriteTransaction>): Promise<void> {
  const names = Object.keys(writes);
  try {
    await executeTransactWrite(...Object.values(writes));
  } catch (error) {
    const refused = refusedNames(names, error);
    if (refused?.length) throw new TransactionRefused(refused);
    throw error;
  }
}

/**
 * createAccount's transaction (shared-domains/accounts/create-account.ts, outside
 * setup): the email-uniqueness item and the user only if absent, the
 * counters moved in the same commit. A taken address is the refusal of the
 * write named `email`, wherever it stands in the transaction.
 */
export async function createAccount(user: InputItem<typeof UserEntity>): Promise<void> {
  const email = user.email.trim().toLowerCase();
  await transact({
    email: UserEmailEntity.build(PutTransaction)
      .item({ email, userId: user.id })
      .options({ condition: { attr: 'email', exists: false } }),
    user: UserEntity.build(PutTransaction)
      .item(user)
      .options({ condition: { attr: 'id', exists: false } }),
    counters: counterDeltas({ users: 1, superAdmins: user.role === 'super_admin' ? 1 : 0 }),
  });
}

/**
 * Sent invoices due before `day`, one page at a time (the sparse GSI1, which
 * holds only sent or overdue invoices), continued by the same opaque cursor
 * the API hands out today (page-cursor.ts checks a cursor belongs to this query).
 */
export async function sentInvoicesDueBefore(day: string, page: { limit: number; cursor?: string }) {
  const startKey = decodeCursor(page.cursor, {
    attributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
    partition: { GSI1PK: invoiceKeys.sentByDuePartition },
  });
  const answer = await schoolTable
    .build(QueryCommand)
    .entities(InvoiceEntity)
    .query({ index: 'GSI1', partition: invoiceKeys.sentByDuePartition, range: { lt: day } })
    .options({ limit: page.limit, ...(startKey ? { exclusiveStartKey: startKey } : {}) })
    .send();
  return { items: answer.Items ?? [], nextCursor: encodeCursor(answer.LastEvaluatedKey) };
}
