import { EntityFormatter } from 'dynamodb-toolbox';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditEntryEntity, auditEntryRecord } from '../../entities/audit-entry-entity';
import { auditEntryIdsOnly } from './audit-erasure';
import { asTableWrite } from '../../platform/table/toolbox-write';
import { auditPut } from './audit-put';

const principal = { userId: 'a'.repeat(24), role: 'super_admin' as const };
const now = new Date('2026-03-29T01:30:00.000Z');

// The library names the table in every request it builds, even one whose name is dropped.
beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'school');
});

const entryOf = (change: Partial<Parameters<typeof auditPut>[0]>) => {
  const write = asTableWrite(
    auditPut({
      principal,
      action: 'user.update',
      target: { type: 'user', id: 'b'.repeat(24) },
      requestId: 'request-1',
      now,
      ...change,
    }),
  );
  if (!('Put' in write) || !write.Put.Item) throw new Error('An audit entry is a put');
  return write.Put.Item;
};

describe('auditPut', () => {
  it('keeps only the changed fields on each side, with the actor id and role, the time and the request id', () => {
    const item = entryOf({
      before: { name: 'Ann', email: 'ann@example.com', role: 'user', children: new Set(['x']) },
      after: { name: 'Ann', email: 'ann@example.com', role: 'admin', children: new Set(['x']) },
    });
    expect(item).toMatchObject({
      PK: 'AUDIT#2026-03',
      SK: expect.stringMatching(/^2026-03-29T01:30:00.000Z#[0-9a-f]{24}$/),
      GSI1PK: `AUDIT_BY_ACTOR#${principal.userId}`,
      GSI2PK: `AUDIT_BY_TARGET#${'b'.repeat(24)}`,
      GSI3PK: 'AUDIT_BY_ACTION#user.update',
      actorId: principal.userId,
      actorRole: 'super_admin',
      requestId: 'request-1',
    });
    expect(item.before).toEqual({ role: 'user' });
    expect(item.after).toEqual({ role: 'admin' });
  });

  it('leaves secrets out at any depth, names and values', () => {
    const item = entryOf({
      // Token values no random hex id can hold ('abc' once matched an entry's own id: a flaky test).
      before: {
        passwordHash: 'scrypt$old',
        name: 'Ann',
        link: { tokenHash: 'token-old', purpose: 'invite' },
      },
      after: { passwordHash: 'scrypt$new', name: 'Ann', link: { tokenHash: 'token-new', purpose: 'reset' } },
    });
    expect(JSON.stringify(item)).not.toMatch(/scrypt|token-old|token-new|passwordHash|tokenHash/);
    expect(item.before).toEqual({ link: { purpose: 'invite' } });
    expect(item.after).toEqual({ link: { purpose: 'reset' } });
  });

  it('keeps a creation whole (without secrets or keys) and has no before', () => {
    const item = entryOf({
      action: 'user.create',
      after: { PK: 'USER#b', name: 'Ann', sessionVersion: 3, refreshToken: 't', phone: undefined },
    });
    expect(item.before).toBeUndefined();
    expect(item.after).toEqual({ name: 'Ann' });
  });
});

describe('auditEntryIdsOnly', () => {
  it('drops the values before and after, keeping the entry key and the names of the changed fields', () => {
    const entry = auditEntryRecord(
      AuditEntryEntity.build(EntityFormatter).format(
        entryOf({ before: { name: 'Ann', notes: 'x' }, after: { name: 'Anne', notes: 'y' } }),
      ),
    );
    const { ToolboxItem: _item, ...update } = auditEntryIdsOnly(entry, now).params();
    expect(update.Key).toEqual({ PK: 'AUDIT#2026-03', SK: `${entry.at}#${entry.id}` });
    const removed = update.UpdateExpression!.split(' REMOVE ')[1]!.split(', ');
    expect(removed.map((name) => update.ExpressionAttributeNames![name])).toEqual(['before', 'after']);
    expect(Object.values(update.ExpressionAttributeValues!)).toContainEqual(['name', 'notes']);
    expect(JSON.stringify(update)).not.toMatch(/Ann/);
  });
});
