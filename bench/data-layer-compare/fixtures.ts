import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import type { InvoiceRecord, LessonLineRecord } from '../../functions/entities/invoice-entity';

/** An invoice as today's services build it, with one lesson line and, when paid, one payment. */
export function invoiceRecord(
  id: string,
  status: InvoiceStatus,
  dueDate: string,
): InvoiceRecord & { lines: LessonLineRecord[] } {
  const createdAt = '2026-10-31T23:30:00.000Z';
  return {
    id,
    invoiceNumber: `INV-2026-${id}`,
    studentId: 'student-1',
    studentName: 'Ada Pupil',
    studentGrade: 'Year 7',
    parentId: 'parent-1',
    parentName: 'Grace Parent',
    parentEmail: 'grace@example.com',
    status,
    currency: 'GBP',
    month: 10,
    year: 2026,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    dueDate,
    createdAt,
    updatedAt: createdAt,
    ...(status === 'draft' ? {} : { sentAt: createdAt }),
    ...(status === 'paid' ? { paidAt: '2026-11-02T09:00:00.000Z' } : {}),
    lines: [
      {
        id: `${id}-line`,
        lessonId: `${id}-lesson`,
        lessonStart: '2026-10-12T15:00:00.000Z',
        lessonDate: '2026-10-12',
        lessonTime: '16:00',
        timezone: 'UK',
        subject: 'Maths',
        teacherName: 'Tom Teacher',
        durationMinutes: 60,
        rateMinor: 3000,
        amountMinor: 3000,
      },
    ],
    subtotalMinor: 3000,
    taxRatePercent: 0,
    taxMinor: 0,
    totalMinor: 3000,
    notes: '',
    revision: 1,
    ...(status === 'paid'
      ? {
          payments: [
            {
              id: `${id}-payment`,
              amountMinor: 3000,
              date: '2026-11-02',
              method: 'bank_transfer' as const,
              reference: 'REF 1',
              recordedAt: '2026-11-02T09:00:00.000Z',
              recordedBy: 'admin-1',
            },
          ],
        }
      : {}),
  };
}

/** The attributes the key layout adds to an item (and today's `entity` label): what a record read leaves out. */
export const layoutAttributes = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'GSI4PK',
  'GSI4SK',
  'entity',
];

/** An item as plain data: string sets as sorted arrays, the key layout's attributes left out. */
export function recordOf(item: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item ?? {})
      .filter(([name, value]) => !layoutAttributes.includes(name) && value !== undefined)
      .map(([name, value]) => [name, value instanceof Set ? [...(value as Set<string>)].sort() : value]),
  );
}
