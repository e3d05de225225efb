import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/schemas/audit-schemas';
import { changeText, fieldChanges, fieldLabel, recordText, valueText } from './audit-summary';

const amy = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const fay = 'fffffffffffffffffffffff1';
const pat = 'fffffffffffffffffffffff2';
const invoice = 'eeeeeeeeeeeeeeeeeeeeeee1';

function entry(changes: Partial<AuditEntry>): AuditEntry {
  return {
    _id: '0000000000000000000000a1',
    at: '2027-03-01T10:00:00.000Z',
    actorId: '0000000000000000000000b1',
    actorRole: 'super_admin',
    action: 'invoice.status',
    targetType: 'invoice',
    targetId: invoice,
    requestId: 'request-1',
    ...changes,
  };
}

describe('recordText', () => {
  it('names an invoice by its number, a lesson and a person by name', () => {
    expect(recordText(entry({ names: { [invoice]: 'INV-2027-0012' } }))).toBe('Invoice INV-2027-0012');
    expect(
      recordText(
        entry({ targetType: 'lesson', targetId: amy, names: { [amy]: 'Maths, Amy A1, 3 Mar 2027' } }),
      ),
    ).toBe('Lesson: Maths, Amy A1, 3 Mar 2027');
    expect(recordText(entry({ targetType: 'user', targetId: fay, names: { [fay]: 'Fay Family' } }))).toBe(
      'Fay Family',
    );
    expect(recordText(entry({ targetType: 'student', targetId: amy, names: { [amy]: 'Amy A1' } }))).toBe(
      'Amy A1',
    );
  });

  it('says a record is gone rather than showing its id, and names settings in words', () => {
    expect(recordText(entry({}))).toBe('A deleted invoice');
    expect(recordText(entry({ targetType: 'user', targetId: fay }))).toBe('A deleted account');
    expect(recordText(entry({ targetType: 'settings', targetId: 'invoice-settings' }))).toBe(
      'Invoice settings',
    );
    expect(recordText(entry({ targetType: 'settings', targetId: 'school-profile' }))).toBe('School profile');
    expect(recordText(entry({ targetType: 'email', targetId: fay }))).toBe('An email');
  });
});

describe('valueText', () => {
  const withNames = entry({
    names: { [fay]: 'Fay Family', [pat]: 'Pat Parent' },
    after: { currency: 'GBP' },
  });

  it('names ids, lists of ids, and a removed record', () => {
    expect(valueText(withNames, 'parentId', fay)).toBe('Fay Family');
    expect(valueText(withNames, 'children', [fay, pat])).toBe('Fay Family; Pat Parent');
    expect(valueText(withNames, 'parentId', amy)).toBe('a removed record');
  });

  it('shows amounts in minor units as money in the entry currency, and times on the school clock', () => {
    expect(valueText(withNames, 'totalMinor', 123_450)).toBe('£1,234.50');
    expect(valueText(entry({}), 'totalMinor', 5)).toBe('0.05');
    expect(valueText(entry({}), 'taxRatePercent', 20)).toBe('20');
    // 10:00 UTC in June is 11:00 in London.
    expect(valueText(entry({}), 'startTime', '2027-06-01T10:00:00.000Z')).toBe('1 Jun 2027, 11:00');
  });

  it('says empty things in words and objects field by field, without their ids', () => {
    expect(valueText(entry({}), 'notes', '')).toBe('(empty)');
    expect(valueText(entry({}), 'notes', undefined)).toBe('—');
    expect(valueText(entry({}), 'payments', [])).toBe('(none)');
    expect(valueText(entry({}), 'enabled', true)).toBe('Yes');
    expect(
      valueText(withNames, 'payments', [
        { id: 'p1', amountMinor: 8_000, date: '2027-03-01', method: 'cash', reference: 'R1' },
      ]),
    ).toBe('Amount £80.00, Date 2027-03-01, Method cash, Reference R1');
  });
});

describe('fieldLabel', () => {
  it('names known fields and words any other', () => {
    expect(fieldLabel('parentId')).toBe('Family');
    expect(fieldLabel('totalMinor')).toBe('Total');
    expect(fieldLabel('dueDate')).toBe('Due date');
    expect(fieldLabel('status')).toBe('Status');
  });
});

describe('changeText and fieldChanges', () => {
  it('says a short change with its values', () => {
    const moved = entry({
      action: 'student.reparent',
      targetType: 'student',
      before: { parentId: fay },
      after: { parentId: pat },
      names: { [fay]: 'Fay Family', [pat]: 'Pat Parent' },
    });
    expect(changeText(moved)).toBe('Family: Fay Family → Pat Parent');
    expect(fieldChanges(moved)).toEqual([
      { field: 'parentId', label: 'Family', before: 'Fay Family', after: 'Pat Parent' },
    ]);
    expect(changeText(entry({ before: { status: 'sent' }, after: { status: 'paid' } }))).toBe(
      'Status: sent → paid',
    );
  });

  it('names the fields of a long change and leaves the values to the details', () => {
    const paid = entry({
      before: { status: 'sent', payments: [] },
      after: {
        status: 'paid',
        payments: [{ id: 'p1', amountMinor: 8_000, date: '2027-03-01', method: 'bank_transfer' }],
        currency: 'GBP',
      },
    });
    expect(changeText(paid)).toBe('Changed status, payments and currency');
    const many = entry({ before: { a: 1, b: 2, c: 3, d: 4 }, after: { a: 2, b: 3, c: 4, d: 5 } });
    expect(changeText(many)).toBe('Changed a, b and 2 more');
  });

  it('says a creation, a removal, an unchanged save and an erased entry', () => {
    expect(changeText(entry({ action: 'invoice.generate', after: { status: 'draft' } }))).toBe('Created');
    expect(changeText(entry({ action: 'lesson.createSeries', after: { status: 'draft' } }))).toBe('Created');
    // A one-sided entry of another kind says what it recorded.
    expect(
      changeText(entry({ action: 'user.resendInvitation', after: { invitationSentTo: 'ivy@school.test' } })),
    ).toBe('Invitation sent to: ivy@school.test');
    expect(
      changeText(
        entry({ action: 'user.export', after: { exported: 'data.json, summary.txt and 12 invoice PDFs' } }),
      ),
    ).toBe('Exported: data.json, summary.txt and 12 invoice PDFs');
    expect(changeText(entry({ action: 'user.export', after: { exported: 'x'.repeat(61) } }))).toBe(
      'Recorded exported',
    );
    expect(changeText(entry({ before: { status: 'draft' } }))).toBe('Removed');
    expect(changeText(entry({ before: {}, after: {} }))).toBe('Saved without changes');
    expect(changeText(entry({}))).toBe('No field values kept');
    expect(fieldChanges(entry({ after: { status: 'draft' } }))).toEqual([
      { field: 'status', label: 'Status', after: 'draft' },
    ]);
  });
});
