import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { invoiceKeys } from '../../functions/entities/invoice-entity';
import { lessonKeys } from '../../functions/entities/lesson-entity';
import { dynamo } from '../../functions/platform/dynamo-client';
import { backfillExportIndex } from '../../functions/shared-domains/billing/export-index-backfill';
import { tableName } from '../../functions/platform/runtime-config';
import type { TableKey } from '../../functions/platform/table/table-item';
import { bookAt, generateInvoice } from './support/invoice-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

// The runtime points this process's AWS SDK at its own table in DynamoDB Local.
const { runtime, school } = useSchoolWithPeople();

const today = schoolToday();
const lessonsPath = '/lessons/export.csv?from=2026-06-01&to=2026-06-30';
const invoicesPath = `/invoices/export.csv?from=${today}&to=${today}`;
const keys: TableKey[] = [];

async function csv(path: string): Promise<string> {
  const response = await fetch(`${runtime.api}${path}`, {
    headers: { authorization: `Bearer ${school.superAdmin.token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** As the items were stored before the export index: without its keys. */
const withoutExportKeys = (key: TableKey) =>
  dynamo().send(
    new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE GSI4PK, GSI4SK' }),
  );

beforeAll(async () => {
  const token = school.superAdmin.token;
  const student = school.childA1._id;
  for (const date of ['2026-06-03', '2026-06-10'])
    keys.push(
      lessonKeys.primary(
        (
          await bookAt(runtime.api, token, {
            student,
            teacher: school.teacherA.id,
            date,
            status: 'completed',
          })
        )._id,
      ),
    );
  const invoice = await generateInvoice(runtime.api, token, {
    studentId: student,
    month: 6,
    year: 2026,
    currency: 'GBP',
  });
  keys.push(invoiceKeys.primary(invoice._id));
}, 120_000);

describe('data stored before the export index', () => {
  it('is left out of the exports until the backfill gives it the keys, then exports as it did', async () => {
    const lessons = await csv(lessonsPath);
    const invoices = await csv(invoicesPath);
    expect(lessons.split('\r\n')).toHaveLength(4);
    expect(invoices.split('\r\n')).toHaveLength(3);

    for (const key of keys) await withoutExportKeys(key);
    expect(await csv(lessonsPath)).toBe(lessons.split('\r\n')[0] + '\r\n');
    expect(await csv(invoicesPath)).toBe(invoices.split('\r\n')[0] + '\r\n');

    expect(await backfillExportIndex()).toEqual({ lessons: 2, invoices: 1 });
    expect(await csv(lessonsPath)).toBe(lessons);
    expect(await csv(invoicesPath)).toBe(invoices);
    // Idempotent: what has the keys is left alone.
    expect(await backfillExportIndex()).toEqual({ lessons: 0, invoices: 0 });
  });
});
