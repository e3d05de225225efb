import { describe, expect, it } from 'vitest';
import { counterDeltas } from './school-counters-entity';
import { environmentVariableNames } from '../platform/runtime-config';
import { asTableWrite } from '../platform/table/toolbox-write';

describe('counterDeltas (asTableWrite)', () => {
  it('builds a write without the table named, and leaves the name to the transaction that sends it', () => {
    const named = process.env[environmentVariableNames.tableName];
    delete process.env[environmentVariableNames.tableName];
    try {
      const write = asTableWrite(counterDeltas({ users: 1 }, { atLeast: { superAdmins: 1 } }));
      expect(write).toEqual({
        Update: expect.objectContaining({ Key: { PK: 'SCHOOL', SK: 'COUNTERS' } }),
      });
      expect('Update' in write && 'TableName' in write.Update).toBe(false);
      expect('Update' in write && write.Update.ConditionExpression).toEqual(expect.stringContaining('>='));
    } finally {
      if (named !== undefined) process.env[environmentVariableNames.tableName] = named;
    }
  });
});
