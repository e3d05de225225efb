import { randomBytes } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../functions/shared-domains/accounts/create-account';
import {
  emailItem,
  getUserByEmail,
  getUserById,
  userChildLink,
  userItem,
} from '../../functions/entities/user-entity';
import {
  invoiceItem,
  invoiceKeys,
  invoiceWrite,
  sentInvoicesDueBefore,
} from '../../functions/entities/invoice-entity';
import { readSchoolCounters as readCountersToday } from '../../functions/entities/school-counters-entity';
import { getItem } from '../../functions/platform/table/get-item';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { provisionTable } from '../../functions/local/provision-table';
import * as electro from './electro-layer';
import { invoiceRecord, recordOf } from './fixtures';
import { TransactionRefused } from './named-refusals';
import * as toolbox from './toolbox-layer';
import { workerDynamoDbEndpoint } from '../../tests/api/support/worker-dynamodb';

/**
 * A table written by today's entity functions, read back through the
 * dynamodb-toolbox and ElectroDB declarations of the same items (and the
 * other way round): the key layout each declares is the one the table holds.
 * The comparison of the two (docs/data-layer-comparison.md) rests on it.
 */
const endpoint = workerDynamoDbEndpoint();
const table = `data-layer-compare-${randomBytes(6).toString('hex')}`;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

Object.assign(process.env, {
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: endpoint,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: table,
});

const admin = { id: '', email: 'Ada.Admin@Example.com' };
const family = { id: '', email: 'grace@example.com' };
const invoices = [
  invoiceRecord('inv-draft', 'draft', '2026-11-10'),
  invoiceRecord('inv-sent-1', 'sent', '2026-11-14'),
  invoiceRecord('inv-sent-2', 'sent', '2026-11-15'),
  invoiceRecord('inv-sent-3', 'sent', '2026-11-15'),
  invoiceRecord('inv-sent-late', 'sent', '2026-12-20'),
  invoiceRecord('inv-sent-4', 'sent', '2026-11-20'),
  invoiceRecord('inv-overdue', 'overdue', '2026-11-01'),
  invoiceRecord('inv-paid', 'paid', '2026-11-12'),
];
const dueBefore = '2026-12-01';

const client = () => new DynamoDBClient({ endpoint, credentials, region: 'eu-west-2' });

beforeAll(async () => {
  await provisionTable(client(), table);
  const superAdmin = await createAccount(
    { name: 'Ada Admin', email: admin.email, role: 'super_admin' },
    { isSchoolSetup: false, status: 'invited' },
  );
  admin.id = superAdmin.id;
  const parent = await createAccount(
    { name: 'Grace Parent', email: family.email, role: 'user', phone: '07700 900123' },
    { isSchoolSetup: false },
  );
  family.id = parent.id;
  await writeTransaction([userChildLink(family.id, 'student-1', 'ADD')]);
  await writeTransaction([userChildLink(family.id, 'student-2', 'ADD')]);
  for (const invoice of invoices) await writeTransaction([invoiceWrite(undefined, invoice)]);
}, 60_000);

afterAll(async () => {
  await client().send(new DeleteTableCommand({ TableName: table }));
});

const raw = async (key: { PK: string; SK: string }) => getItem(key, { consistentRead: true });

/** Paged through to the end, `limit` items a page, each page continued by the cursor of the one before. */
async function allPages(
  read: (page: {
    limit: number;
    cursor?: string;
  }) => Promise<{ items: { id: string }[]; nextCursor?: string }>,
) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await read({ limit: 2, ...(cursor ? { cursor } : {}) });
    pages.push(page.items.map((invoice) => invoice.id));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe.each([
  ['dynamodb-toolbox', toolbox],
  ['ElectroDB', electro],
] as const)('%s', (_, layer) => {
  it("reads today's user items as today's code reads them", async () => {
    for (const user of [admin, family]) {
      const stored = await raw({ PK: `USER#${user.id}`, SK: 'USER' });
      expect(recordOf(await layer.readUser(user.id))).toEqual(recordOf(stored));
    }
    const parent = await getUserById(family.id);
    expect(recordOf(await layer.readUser(family.id))).toMatchObject({
      children: ['student-1', 'student-2'],
      phone: parent!.phone,
      role: 'user',
    });
  });

  it("finds the account from today's email-uniqueness item (keyed by the lower-cased address)", async () => {
    const found = await layer.readUserEmail(admin.email.toLowerCase());
    expect(found?.userId).toBe(admin.id);
  });

  it("reads today's invoices whole, lines and payments included", async () => {
    for (const invoice of invoices) {
      expect(recordOf(await layer.readInvoice(invoice.id)), invoice.id).toEqual(recordOf(invoice as never));
    }
  });

  it("reads today's counters", async () => {
    // Today's reader gives the counters never moved as 0; both libraries leave them out, as the item does.
    expect(await layer.readSchoolCounters()).toEqual({ users: 2, superAdmins: 1 });
    expect(await readCountersToday()).toMatchObject({ users: 2, superAdmins: 1 });
  });

  it('pages through the sparse GSI1 as today does: sent invoices only, by due date', async () => {
    const today = (await sentInvoicesDueBefore(dueBefore)).map((item) => item.id);
    expect(today).toEqual(['inv-sent-1', 'inv-sent-2', 'inv-sent-3', 'inv-sent-4']);
    const pages = await allPages((page) => layer.sentInvoicesDueBefore(dueBefore, page));
    expect(pages.flat()).toEqual(today);
    expect(pages[0]).toHaveLength(2);
  });

  it('refuses a cursor of another partition, as the API does', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        PK: 'INVOICE#x',
        SK: 'INVOICE',
        GSI1PK: invoiceKeys.overdueByDuePartition,
        GSI1SK: '2026-11-01#x',
      }),
    ).toString('base64url');
    await expect(layer.sentInvoicesDueBefore(dueBefore, { limit: 2, cursor: forged })).rejects.toThrow(
      'Invalid cursor',
    );
  });
});

describe('a transaction refused by name', () => {
  it.each([
    ['dynamodb-toolbox', toolbox.createAccount],
    ['ElectroDB', electro.createAccount],
  ] as const)(
    '%s: an address taken by today\'s code refuses the write named "email" and changes nothing',
    async (_, create) => {
      const before = await readCountersToday();
      const id = `taken-${randomBytes(4).toString('hex')}`;
      const attempt = create({
        id,
        name: 'Second Ada',
        // The uniqueness item is keyed by the lower-cased address, as today.
        email: admin.email.toLowerCase(),
        role: 'admin',
        passwordHash: '',
        sessionVersion: 0,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      });
      await expect(attempt).rejects.toThrow(TransactionRefused);
      await expect(attempt).rejects.toMatchObject({ refused: ['email'] });
      expect(await getUserById(id)).toBeUndefined();
      expect(await readCountersToday()).toEqual(before);
    },
  );

  it.each([
    ['dynamodb-toolbox', toolbox.createAccount],
    ['ElectroDB', electro.createAccount],
  ] as const)("%s: a new account is read back by today's code, and counted", async (_, create) => {
    const before = await readCountersToday();
    const id = `new-${randomBytes(4).toString('hex')}`;
    const email = `${id}@example.com`;
    await create({
      id,
      name: 'New Teacher',
      email,
      role: 'teacher',
      passwordHash: 'hash',
      sessionVersion: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(await getUserByEmail(email)).toMatchObject({
      id,
      name: 'New Teacher',
      role: 'teacher',
      children: [],
    });
    expect(await readCountersToday()).toEqual({ ...before, users: before.users + 1 });
    // Listed under its role and among all users by its lower-cased name, as today's userItem lists it.
    expect(await raw({ PK: `USER#${id}`, SK: 'USER' })).toMatchObject({
      GSI1PK: 'USERS_BY_ROLE#teacher',
      GSI1SK: `new teacher#${id}`,
      GSI2PK: 'USERS',
      GSI2SK: `new teacher#${id}`,
      entity: 'User',
    });
  });

  it("refuses the counters' write by name when it would take the last Super Admin", async () => {
    expect((await readCountersToday()).superAdmins).toBe(1);
    const lastOne = { atLeast: { superAdmins: 2 } };
    await expect(
      toolbox.transact({ counters: toolbox.counterDeltas({ superAdmins: -1 }, lastOne) }),
    ).rejects.toMatchObject({ refused: ['counters'] });
    await expect(electro.moveCounters({ superAdmins: -1 }, lastOne)).rejects.toMatchObject({
      refused: ['counters'],
    });
    expect((await readCountersToday()).superAdmins).toBe(1);
  });
});

describe('items written through each library', () => {
  const account = (id: string) => ({
    id,
    name: 'Written Here',
    email: `${id}@example.com`,
    role: 'teacher' as const,
    passwordHash: 'hash',
    sessionVersion: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  const today = (id: string) => {
    const record = { ...account(id), children: [], students: [], endedSessions: [] };
    return { user: userItem(record), email: emailItem(record.email, id) };
  };
  const stored = async (id: string) => ({
    user: await raw({ PK: `USER#${id}`, SK: 'USER' }),
    email: await raw({ PK: `USER_EMAIL#${id}@example.com`, SK: 'USER_EMAIL' }),
    counters: await raw({ PK: 'SCHOOL', SK: 'COUNTERS' }),
  });

  it("dynamodb-toolbox writes the account's items exactly as today's userItem and emailItem do", async () => {
    await toolbox.createAccount(account('written-toolbox'));
    const items = await stored('written-toolbox');
    expect(items.user).toEqual(today('written-toolbox').user);
    expect(items.email).toEqual(today('written-toolbox').email);
    // The counters' write only ADDs, as today's: it labels the item with nothing.
    const counters = toolbox.counterDeltas({ users: 1 }).params().Update;
    expect(counters.UpdateExpression).toMatch(/^ADD [^ ]+ [^ ]+$/);
  });

  it('ElectroDB adds its version identifier to every item, the address to the uniqueness item, and labels the counters', async () => {
    await electro.createAccount(account('written-electro'));
    const items = await stored('written-electro');
    expect(items.user).toEqual({
      ...today('written-electro').user,
      entityVersion: '1',
      lowerName: 'written here',
    });
    expect(items.email).toEqual({
      ...today('written-electro').email,
      email: 'written-electro@example.com',
      entityVersion: '1',
    });
    expect(items.counters).toMatchObject({ entity: 'SchoolCounters', entityVersion: '1' });
  });

  /**
   * Today's invoice item, as the two libraries here were declared (before invoice lines had kinds): a lesson
   * line is read the same with or without its `kind` (docs/invoice-lines.md).
   */
  const invoiceItemBeforeLineKinds = (invoice: Parameters<typeof invoiceItem>[0]) => {
    const item = invoiceItem(invoice);
    const lines = (item.lines as Record<string, unknown>[]).map(({ kind: _kind, ...line }) => line);
    return { ...item, lines };
  };

  it("dynamodb-toolbox writes an invoice exactly as today's invoiceItem does", async () => {
    const invoice = invoiceRecord('inv-toolbox', 'sent', '2026-11-16');
    await toolbox.putInvoice(invoice);
    expect(await raw(invoiceKeys.primary(invoice.id))).toEqual(invoiceItemBeforeLineKinds(invoice));
  });

  it("ElectroDB writes an invoice as today's invoiceItem does, plus its version identifier", async () => {
    const invoice = invoiceRecord('inv-electro', 'overdue', '2026-11-02');
    await electro.putInvoice(invoice);
    expect(await raw(invoiceKeys.primary(invoice.id))).toEqual({
      ...invoiceItemBeforeLineKinds(invoice),
      entityVersion: '1',
    });
  });
});
