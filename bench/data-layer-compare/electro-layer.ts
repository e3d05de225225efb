import { Entity, Service, type EntityItem } from 'electrodb';
import { messageCategories } from '../../shared/messages/message-categories';
import { roles } from '../../shared/roles';
import { invoiceStatuses } from '../../shared/invoices/invoice-statuses';
import { currencies } from '../../shared/invoices/money';
import { paymentMethods } from '../../shared/invoices/payment-methods';
import { lessonTimezones } from '../../shared/lesson-time';
import { dynamo } from '../../functions/platform/dynamo-client';
import { tableName } from '../../functions/platform/runtime-config';
import { invoiceKeys } from '../../functions/entities/invoice-entity';
import { decodeCursor } from '../../functions/platform/table/page-cursor';
import { TransactionRefused } from './named-refusals';

/**
 * ElectroDB declarations of today's User, UserEmail, Invoice and
 * SchoolCounters items, against the table's exact key layout
 * (docs/data-model.md). Every key is a template with casing 'none' (ElectroDB
 * lower-cases keys by default and prefixes them with its own `$service#`
 * labels otherwise). Its entity identifier is saved as today's `entity`
 * attribute; its version identifier has no counterpart in today's items, so
 * every read passes `ignoreOwnership` (items are then recognised by their keys).
 */
const model = (entity: string) => ({ entity, version: '1', service: 'school' }) as const;
const identifiers = { entity: 'entity', version: 'entityVersion' };
const none = 'none' as const;

const emailChoiceAttributes = Object.fromEntries(
  messageCategories.map((category) => [`emailChoice_${category}`, { type: 'boolean' } as const]),
) as Record<`emailChoice_${(typeof messageCategories)[number]}`, { readonly type: 'boolean' }>;

const listingKey = '${name}#${id}';

export const UserEntity = new Entity(
  {
    model: model('User'),
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      role: { type: roles, required: true },
      phone: { type: 'string' },
      children: { type: 'set', items: 'string' },
      students: { type: 'set', items: 'string' },
      endedSessions: { type: 'set', items: 'string' },
      passwordHash: { type: 'string', required: true },
      sessionVersion: { type: 'number' },
      accountStatus: { type: ['invited', 'unverified'] as const },
      pendingEmail: { type: 'string' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      ...emailChoiceAttributes,
      // The listing keys sort by the lower-cased name: an attribute of its own, kept out of the item as read.
      lowerName: {
        type: 'string',
        hidden: true,
        watch: ['name'],
        set: (_: unknown, item: { name?: string }) => item.name?.toLowerCase(),
      },
    },
    indexes: {
      user: {
        pk: { field: 'PK', composite: ['id'], template: 'USER#${id}', casing: none },
        sk: { field: 'SK', composite: [], template: 'USER', casing: none },
      },
      usersByRole: {
        index: 'GSI1',
        pk: { field: 'GSI1PK', composite: ['role'], template: 'USERS_BY_ROLE#${role}', casing: none },
        sk: {
          field: 'GSI1SK',
          composite: ['lowerName', 'id'],
          template: listingKey.replace('name', 'lowerName'),
          casing: none,
        },
      },
      allUsers: {
        index: 'GSI2',
        pk: { field: 'GSI2PK', composite: [], template: 'USERS', casing: none },
        sk: {
          field: 'GSI2SK',
          composite: ['lowerName', 'id'],
          template: listingKey.replace('name', 'lowerName'),
          casing: none,
        },
      },
    },
  },
  { identifiers, ignoreOwnership: true },
);

export const UserEmailEntity = new Entity(
  {
    model: model('UserEmail'),
    attributes: {
      // A key composite is also written as an attribute of the item: today's item has no `email`.
      email: { type: 'string', required: true, set: (email?: string) => email?.trim().toLowerCase() },
      userId: { type: 'string', required: true },
    },
    indexes: {
      email: {
        pk: { field: 'PK', composite: ['email'], template: 'USER_EMAIL#${email}', casing: none },
        sk: { field: 'SK', composite: [], template: 'USER_EMAIL', casing: none },
      },
    },
  },
  { identifiers, ignoreOwnership: true },
);

export const SchoolCountersEntity = new Entity(
  {
    model: model('SchoolCounters'),
    attributes: {
      students: { type: 'number' },
      users: { type: 'number' },
      subjects: { type: 'number' },
      progressUpdates: { type: 'number' },
      superAdmins: { type: 'number' },
    },
    indexes: {
      counters: {
        pk: { field: 'PK', composite: [], template: 'SCHOOL', casing: none },
        sk: { field: 'SK', composite: [], template: 'COUNTERS', casing: none },
      },
    },
  },
  { identifiers, ignoreOwnership: true },
);

const lineProperties = {
  id: { type: 'string', required: true },
  lessonId: { type: 'string', required: true },
  lessonStart: { type: 'string', required: true },
  lessonDate: { type: 'string', required: true },
  lessonTime: { type: 'string', required: true },
  timezone: { type: lessonTimezones, required: true },
  subject: { type: 'string', required: true },
  teacherName: { type: 'string', required: true },
  durationMinutes: { type: 'number', required: true },
  rateMinor: { type: 'number', required: true },
  amountMinor: { type: 'number', required: true },
} as const;

const paymentProperties = {
  id: { type: 'string', required: true },
  amountMinor: { type: 'number', required: true },
  date: { type: 'string', required: true },
  method: { type: paymentMethods, required: true },
  reference: { type: 'string', required: true },
  recordedAt: { type: 'string', required: true },
  recordedBy: { type: 'string', required: true },
} as const;

/** GSI1 holds an invoice only while it is sent or overdue. */
const inDueIndex = (status: unknown) => status === 'sent' || status === 'overdue';

export const InvoiceEntity = new Entity(
  {
    model: model('Invoice'),
    attributes: {
      id: { type: 'string', required: true },
      invoiceNumber: { type: 'string', required: true },
      studentId: { type: 'string', required: true },
      studentName: { type: 'string', required: true },
      studentGrade: { type: 'string', required: true },
      parentId: { type: 'string', required: true },
      parentName: { type: 'string', required: true },
      parentEmail: { type: 'string', required: true },
      status: { type: invoiceStatuses, required: true },
      currency: { type: currencies, required: true },
      month: { type: 'number', required: true },
      year: { type: 'number', required: true },
      startDate: { type: 'string', required: true },
      endDate: { type: 'string', required: true },
      dueDate: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      sentAt: { type: 'string' },
      paidAt: { type: 'string' },
      lines: { type: 'list', required: true, items: { type: 'map', properties: lineProperties } },
      subtotalMinor: { type: 'number', required: true },
      taxRatePercent: { type: 'number', required: true },
      taxMinor: { type: 'number', required: true },
      totalMinor: { type: 'number', required: true },
      notes: { type: 'string', required: true },
      revision: { type: 'number', required: true },
      payments: { type: 'list', items: { type: 'map', properties: paymentProperties } },
      /**
       * A key template only copies attribute values: the month of issue on the school's calendar
       * is worked out by a watching attribute stored as the key itself (ElectroDB's attribute-as-index).
       */
      exportPartition: {
        type: 'string',
        field: 'GSI4PK',
        hidden: true,
        watch: ['createdAt'],
        set: (_: unknown, item: { createdAt?: string; id?: string }) =>
          item.createdAt && item.id
            ? invoiceKeys.exportIndex({ createdAt: item.createdAt, id: item.id }).GSI4PK
            : undefined,
      },
    },
    indexes: {
      invoice: {
        pk: { field: 'PK', composite: ['id'], template: 'INVOICE#${id}', casing: none },
        sk: { field: 'SK', composite: [], template: 'INVOICE', casing: none },
      },
      // Sparse: the keys are written only when `condition` holds. The partition is the status in capitals.
      byDue: {
        index: 'GSI1',
        condition: ({ status }) => inDueIndex(status),
        pk: {
          field: 'GSI1PK',
          composite: ['status'],
          template: 'INVOICES_${status}_BY_DUE',
          casing: 'upper',
        },
        sk: { field: 'GSI1SK', composite: ['dueDate', 'id'], template: '${dueDate}#${id}', casing: none },
      },
      byStudent: {
        index: 'GSI2',
        pk: {
          field: 'GSI2PK',
          composite: ['studentId'],
          template: 'STUDENT_INVOICES#${studentId}',
          casing: none,
        },
        sk: { field: 'GSI2SK', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: none },
      },
      byFamily: {
        index: 'GSI3',
        pk: {
          field: 'GSI3PK',
          composite: ['parentId'],
          template: 'FAMILY_INVOICES#${parentId}',
          casing: none,
        },
        sk: { field: 'GSI3SK', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: none },
      },
      forExport: {
        index: 'GSI4',
        pk: { field: 'GSI4PK', composite: ['exportPartition'], template: '${exportPartition}', casing: none },
        sk: { field: 'GSI4SK', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: none },
      },
    },
  },
  { identifiers, ignoreOwnership: true },
);

export const school = new Service({
  user: UserEntity,
  userEmail: UserEmailEntity,
  counters: SchoolCountersEntity,
  invoice: InvoiceEntity,
});

/** The app's DocumentClient and table, read when a request goes out (the tests set them after import). */
export function connected() {
  school.setClient(dynamo());
  school.setTableName(tableName());
  return school;
}

export type ElectroUser = EntityItem<typeof UserEntity>;
export type ElectroInvoice = EntityItem<typeof InvoiceEntity>;
export type CounterName = 'students' | 'users' | 'subjects' | 'progressUpdates' | 'superAdmins';

type Counters = Partial<Record<CounterName, number>>;

/** `counterDeltas` of school-counters-entity.ts: ADD each delta, held to each `atLeast` minimum. */
function counterDeltasUpdate(
  entities: Parameters<Parameters<typeof school.transaction.write>[0]>[0],
  deltas: Counters,
  condition?: { atLeast: Counters },
) {
  const changes = Object.fromEntries(Object.entries(deltas).filter(([, delta]) => delta !== 0));
  const minimums = Object.entries(condition?.atLeast ?? {}) as [CounterName, number][];
  return entities.counters
    .update({})
    .add(changes)
    .where((attributes, { gte }) =>
      minimums.map(([name, minimum]) => gte(attributes[name], minimum)).join(' AND '),
    )
    .commit();
}

/** Runs one transaction of named writes; a refused condition is thrown as the names of the writes refused. */
async function transact<Name extends string>(
  names: readonly Name[],
  writes: Parameters<typeof school.transaction.write>[0],
): Promise<void> {
  const answer = await connected().transaction.write(writes).go();
  if (!answer.canceled) return;
  // The answer's items are typed from the writes' callback; with a union of entities they come out `never`.
  const reasons = answer.data as readonly { code?: string }[];
  const refused = names.filter((_, index) => reasons[index]?.code === 'ConditionalCheckFailed');
  throw refused.length ? new TransactionRefused(refused) : new Error('Transaction cancelled');
}

/** The counters moved alone, in a transaction of their own (as a demotion's last-Super-Admin guard). */
export async function moveCounters(deltas: Counters, condition?: { atLeast: Counters }): Promise<void> {
  await transact(['counters'], (entities) => [counterDeltasUpdate(entities, deltas, condition)]);
}

/**
 * createAccount's transaction: the email-uniqueness item and the user only
 * if absent, the counters moved in the same commit; the refusal of the
 * write named `email` means the address is taken.
 */
export async function createAccount(user: ElectroUser): Promise<void> {
  await transact(['email', 'user', 'counters'], (entities) => [
    entities.userEmail.create({ email: user.email, userId: user.id }).commit(),
    entities.user.create(user).commit(),
    counterDeltasUpdate(entities, { users: 1, superAdmins: user.role === 'super_admin' ? 1 : 0 }),
  ]);
}

export const readSchoolCounters = async () => (await connected().entities.counters.get({}).go()).data;

export const readUser = async (id: string) =>
  (await connected().entities.user.get({ id }).go({ consistent: true })).data;

export const readUserEmail = async (email: string) =>
  (await connected().entities.userEmail.get({ email }).go({ consistent: true })).data;

export const readInvoice = async (id: string) =>
  (await connected().entities.invoice.get({ id }).go({ consistent: true })).data;

export const putInvoice = (invoice: ElectroInvoice) => connected().entities.invoice.put(invoice).go();

/**
 * Sent invoices due before `day`, one page at a time (the sparse GSI1).
 * ElectroDB's own cursor is the last key, base64 JSON; it is checked against
 * this query as today's cursors are before ElectroDB is given it.
 */
export async function sentInvoicesDueBefore(day: string, page: { limit: number; cursor?: string }) {
  if (page.cursor) {
    decodeCursor(page.cursor, {
      attributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
      partition: { GSI1PK: invoiceKeys.sentByDuePartition },
    });
  }
  const answer = await connected()
    .entities.invoice.query.byDue({ status: 'sent' })
    .lt({ dueDate: day })
    // The entity's `ignoreOwnership` covers gets; a query drops items without ElectroDB's identifiers unless told again.
    .go({ limit: page.limit, cursor: page.cursor ?? null, ignoreOwnership: true });
  return { items: answer.data, nextCursor: answer.cursor ?? undefined };
}
