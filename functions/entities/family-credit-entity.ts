import {
  $add,
  Entity,
  GetItemCommand,
  PutTransaction,
  UpdateTransaction,
  item,
  number,
  string,
} from 'dynamodb-toolbox';
import { newId } from '../../shared/ids';
import { currencies, type Currency } from '../../shared/invoices/money';
import { queryEntityAll, smallListLimit } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * Money a family paid that no invoice needed (an online payment for an
 * invoice already paid by other means, or more than its balance): a balance
 * per currency, never below zero, and a ledger of every change to it.
 *
 * Access patterns (docs/payments.md): the balances and the ledger of one
 * family are one partition, `FAMILY_CREDIT#<parentId>`; balances under
 * `BALANCE#<currency>` (changed by ADD, so two payments at once both count),
 * entries under `ENTRY#<time>#<id>`, oldest first.
 */
export const familyCreditKeys = {
  partition: (parentId: string) => `FAMILY_CREDIT#${parentId}`,
  balance: (currency: Currency) => `BALANCE#${currency}`,
  entry: (at: string, id: string) => `ENTRY#${at}#${id}`,
};

const FamilyCreditBalanceEntity = new Entity({
  name: 'FamilyCreditBalance',
  table: schoolTable,
  timestamps: false,
  // Written only by ADD updates.
  entityAttribute: false,
  schema: item({
    partition: string().key().savedAs('PK'),
    sortKey: string().key().savedAs('SK'),
    balanceMinor: number().optional(),
  }),
});

/**
 * Why the credit changed: an online overpayment, a Stripe refund of it, the
 * excess of a credit note, a refund paid out of a credit note's credit, or
 * credit applied to an invoice (docs/payments.md).
 */
export const creditReasons = [
  'overpayment',
  'refund',
  'credit-note',
  'credit-note-refund',
  'applied',
] as const;
export type CreditReason = (typeof creditReasons)[number];

export interface FamilyCreditEntry {
  parentId: string;
  currency: Currency;
  /** Positive when credit is added, negative when it is taken (a refund of it, or applied to an invoice). */
  amountMinor: number;
  reason: CreditReason;
  /** The online payment it came from (overpayments and their Stripe refunds). */
  paymentIntentId?: string;
  /** The credit note it came from, or whose credit a refund paid out. */
  creditNoteId?: string;
  /** The invoices the payment was for. */
  invoiceIds: string[];
  at: string;
}

const FamilyCreditEntryEntity = new Entity({
  name: 'FamilyCreditEntry',
  table: schoolTable,
  timestamps: false,
  schema: item({
    partition: string().key().savedAs('PK'),
    sortKey: string().key().savedAs('SK'),
    parentId: string(),
    currency: string().enum(...currencies),
    amountMinor: number(),
    reason: string().enum(...creditReasons),
    paymentIntentId: string().optional(),
    creditNoteId: string().optional(),
    invoiceIds: string().optional(),
    at: string(),
  }),
});

/**
 * The change of a family's credit and its ledger entry, for the transaction
 * that causes it. Taking credit is held to the balance covering it.
 */
export function familyCreditChange(entry: FamilyCreditEntry): EntityWrite[] {
  const partition = familyCreditKeys.partition(entry.parentId);
  const update = FamilyCreditBalanceEntity.build(UpdateTransaction).item({
    partition,
    sortKey: familyCreditKeys.balance(entry.currency),
    balanceMinor: $add(entry.amountMinor),
  });
  const balance =
    entry.amountMinor < 0
      ? update.options({ condition: { attr: 'balanceMinor', gte: -entry.amountMinor } })
      : update;
  return [
    balance,
    FamilyCreditEntryEntity.build(PutTransaction).item({
      partition,
      sortKey: familyCreditKeys.entry(entry.at, newId(new Date(entry.at))),
      parentId: entry.parentId,
      currency: entry.currency,
      amountMinor: entry.amountMinor,
      reason: entry.reason,
      ...(entry.paymentIntentId ? { paymentIntentId: entry.paymentIntentId } : {}),
      ...(entry.creditNoteId ? { creditNoteId: entry.creditNoteId } : {}),
      invoiceIds: entry.invoiceIds.join(','),
      at: entry.at,
    }),
  ];
}

export interface FamilyCredit {
  balances: Partial<Record<Currency, number>>;
  entries: FamilyCreditEntry[];
}

/** A family's credit in one currency, in minor units (0 when it never had any). */
export async function familyCreditBalance(parentId: string, currency: Currency): Promise<number> {
  const { Item } = await FamilyCreditBalanceEntity.build(GetItemCommand)
    .key({ partition: familyCreditKeys.partition(parentId), sortKey: familyCreditKeys.balance(currency) })
    .options({ consistent: true })
    .send();
  return Item?.balanceMinor ?? 0;
}

/** A family's credit balance per currency, without its ledger (one Query of the balances). */
export async function familyCreditBalances(parentId: string): Promise<Partial<Record<Currency, number>>> {
  const balances = await queryEntityAll(FamilyCreditBalanceEntity, {
    partition: familyCreditKeys.partition(parentId),
    sortKey: { beginsWith: 'BALANCE#' },
    consistentRead: true,
    limit: currencies.length,
  });
  return Object.fromEntries(
    balances.map((row) => [row.sortKey.slice('BALANCE#'.length), row.balanceMinor ?? 0]),
  );
}

/** A family's credit: its balance per currency and its ledger, oldest first (a Query of each). */
export async function readFamilyCredit(parentId: string): Promise<FamilyCredit> {
  const partition = familyCreditKeys.partition(parentId);
  const [balances, entries] = await Promise.all([
    queryEntityAll(FamilyCreditBalanceEntity, {
      partition,
      sortKey: { beginsWith: 'BALANCE#' },
      consistentRead: true,
      limit: currencies.length,
    }),
    queryEntityAll(FamilyCreditEntryEntity, {
      partition,
      sortKey: { beginsWith: 'ENTRY#' },
      consistentRead: true,
      limit: smallListLimit,
    }),
  ]);
  return {
    balances: Object.fromEntries(
      balances.map((row) => [row.sortKey.slice('BALANCE#'.length), row.balanceMinor ?? 0]),
    ),
    entries: entries.map((row) => ({
      parentId: row.parentId,
      currency: row.currency,
      amountMinor: row.amountMinor,
      reason: row.reason,
      ...(row.paymentIntentId ? { paymentIntentId: row.paymentIntentId } : {}),
      ...(row.creditNoteId ? { creditNoteId: row.creditNoteId } : {}),
      invoiceIds: row.invoiceIds ? row.invoiceIds.split(',') : [],
      at: row.at,
    })),
  };
}
