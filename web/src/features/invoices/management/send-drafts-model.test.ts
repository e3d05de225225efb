import { describe, expect, it } from 'vitest';
import {
  draftsCount,
  referencesOf,
  sendDraftsConsequence,
  sendDraftsQuestion,
  sendPeriodText,
  type DraftReference,
} from './send-drafts-model';

const draft = (invoiceId: string, familyId: string): DraftReference => ({
  invoiceId,
  invoiceNumber: `INV-${invoiceId}`,
  studentName: `Student ${invoiceId}`,
  familyId,
  familyName: `Family ${familyId}`,
});

describe('draftsCount', () => {
  it('counts siblings’ drafts as one family', () => {
    expect(draftsCount([draft('1', 'a'), draft('2', 'a'), draft('3', 'b')])).toEqual({
      invoices: 3,
      families: 2,
    });
  });

  it('counts nothing when there are no drafts', () => {
    expect(draftsCount([])).toEqual({ invoices: 0, families: 0 });
  });
});

describe('the confirmation', () => {
  it('names how many invoices and families, in the singular for one', () => {
    expect(sendDraftsQuestion({ invoices: 3, families: 2 })).toBe('Send 3 draft invoices to 2 families?');
    expect(sendDraftsQuestion({ invoices: 1, families: 1 })).toBe('Send 1 draft invoice to 1 family?');
  });

  it('names the period, with the currency when one is chosen', () => {
    expect(sendPeriodText(3, 2026, 'GBP')).toBe('March 2026 (GBP)');
    expect(sendPeriodText(12, 2026)).toBe('December 2026');
  });

  it('says there is nothing to send rather than what sending does when there are no drafts', () => {
    expect(sendDraftsConsequence({ invoices: 0, families: 0 }, 'March 2026')).toBe(
      'There are no drafts of March 2026 to send.',
    );
    expect(sendDraftsConsequence({ invoices: 2, families: 1 }, 'March 2026')).toMatch(
      /^Every draft of March 2026 becomes sent/,
    );
  });
});

describe('referencesOf', () => {
  it('names each invoice of a job by its number and family, in the job’s order', () => {
    const known = [draft('1', 'a'), draft('2', 'b')];
    expect(referencesOf(['2', '1'], known)).toEqual([known[1], known[0]]);
  });

  it('names an invoice the screen has not read by its place in the job', () => {
    expect(referencesOf(['1', '9'], [draft('1', 'a')])).toEqual([
      draft('1', 'a'),
      { invoiceId: '9', label: 'Invoice 2' },
    ]);
  });
});
