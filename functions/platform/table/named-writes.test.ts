import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { namedWrites } from './named-writes';
import type { TableWrite } from './table-write';
import { TransactionRefused } from './transaction-refused';

const write = (id: string): TableWrite => ({ Delete: { Key: { PK: id, SK: id } } });

/** DynamoDB's answer to a cancelled transaction: one reason per item sent, by position. */
function cancelled(codes: readonly string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

describe('namedWrites', () => {
  const transaction = namedWrites({
    user: write('user'),
    nothing: false,
    links: [write('link-a'), write('link-b'), write('link-c')],
    skipped: undefined,
    counters: write('counters'),
  });

  it('sends the groups in the order they are named, each list in its own order, without the empty ones', () => {
    expect(transaction.writes.map((w) => ('Delete' in w ? w.Delete.Key?.PK : undefined))).toEqual([
      'user',
      'link-a',
      'link-b',
      'link-c',
      'counters',
    ]);
  });

  it('names the write whose condition refused, wherever it was sent', () => {
    expect([
      ...transaction.refusedBy(cancelled(['None', 'None', 'None', 'None', 'ConditionalCheckFailed'])),
    ]).toEqual(['counters']);
    expect([
      ...transaction.refusedBy(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None', 'None'])),
    ]).toEqual(['user']);
  });

  it('tells which writes of a list refused, by their place in that list', () => {
    const error = cancelled(['None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed', 'None']);
    expect([...transaction.refusedBy(error)]).toEqual(['links']);
    expect(transaction.refusedWithin(error, 'links')).toEqual([1, 2]);
    expect(transaction.refusedWithin(error, 'user')).toEqual([]);
  });

  it("gives each write of a list DynamoDB's own reason, with the item that refused it", () => {
    const error = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [
        { Code: 'None' },
        { Code: 'None' },
        { Code: 'None' },
        { Code: 'ConditionalCheckFailed', Item: { lessonId: { S: 'holder' } } },
        { Code: 'None' },
      ],
    });
    expect(transaction.reasonsWithin(error, 'links').map((reason) => reason?.Item)).toEqual([
      undefined,
      undefined,
      { lessonId: { S: 'holder' } },
    ]);
  });

  it('names nothing for a cancellation without a failed condition, or for another error', () => {
    expect(
      transaction.refusedBy(cancelled(['None', 'TransactionConflict', 'None', 'None', 'None'])).size,
    ).toBe(0);
    expect(transaction.refusedBy(new Error('ConditionalCheckFailed')).size).toBe(0);
  });

  it('refuses a name made of digits, which an object would move to the front', () => {
    expect(() => namedWrites({ lesson: write('lesson'), 2: write('lock') })).toThrow(/not a number/);
  });
});

describe('TransactionRefused', () => {
  const transaction = namedWrites({
    feed: write('feed'),
    account: write('account'),
    links: [write('a'), write('b')],
  });

  it("stays a cancellation with DynamoDB's reasons and names the refusing writes", () => {
    const original = cancelled(['None', 'ConditionalCheckFailed', 'None', 'None']);
    const refused = new TransactionRefused(original, transaction);
    expect(refused).toBeInstanceOf(TransactionCanceledException);
    expect(refused.CancellationReasons).toEqual(original.CancellationReasons);
    expect([...refused.refused]).toEqual(['account']);
    expect([...transaction.refusedBy(refused)]).toEqual(['account']);
  });

  it('reads a part sent on its own (follow-ups) from where that part begins', () => {
    // The links sent alone: their second one refused, which is not the account in the same position.
    const refused = new TransactionRefused(cancelled(['None', 'ConditionalCheckFailed']), transaction, 2);
    expect([...transaction.refusedBy(refused)]).toEqual(['links']);
    expect(transaction.refusedWithin(refused, 'links')).toEqual([1]);
  });

  it("names nothing of another transaction's writes", () => {
    const other = namedWrites({ feed: write('feed'), account: write('account') });
    const refused = new TransactionRefused(cancelled(['None', 'ConditionalCheckFailed']), other);
    expect(transaction.refusedBy(refused).size).toBe(0);
  });
});
