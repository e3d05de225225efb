import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRecord } from '../entities/invoice-entity';
import { HttpError } from '../platform/http-errors';

const mocks = vi.hoisted(() => ({
  loadInvoiceFor: vi.fn(),
  readStoredInvoicePdf: vi.fn(),
  storeInvoicePdf: vi.fn(),
  renderInvoicePdf: vi.fn(),
  readSchoolProfile: vi.fn(),
}));

vi.mock('../shared-domains/billing/invoice-visibility', () => ({ loadInvoiceFor: mocks.loadInvoiceFor }));
vi.mock('../entities/stored-invoice-pdf', () => ({
  readStoredInvoicePdf: mocks.readStoredInvoicePdf,
  storeInvoicePdf: mocks.storeInvoicePdf,
}));
vi.mock('../shared-domains/invoice-documents/render-invoice-pdf', () => ({
  renderInvoicePdf: mocks.renderInvoicePdf,
}));
vi.mock('../entities/school-profile-entity', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  readSchoolProfile: mocks.readSchoolProfile,
}));

const { exportInvoice } = await import('./export-invoice');
const { emptySchoolProfile } = await import('../entities/school-profile-entity');
const brightMinds = { ...emptySchoolProfile, schoolName: 'Bright Minds' };

const record = {
  id: 'invoice-1',
  invoiceNumber: 'INV-2026-0007',
  studentId: 'student-1',
  studentName: 'Amelia',
  studentGrade: '',
  parentId: 'parent-1',
  parentName: 'Fatima',
  parentEmail: 'f@example.com',
  status: 'sent',
  currency: 'GBP',
  month: 3,
  year: 2026,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  dueDate: '2026-04-30',
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
  lines: [],
  subtotalMinor: 0,
  taxRatePercent: 0,
  taxMinor: 0,
  totalMinor: 0,
  notes: '',
  revision: 3,
} satisfies InvoiceRecord;

const principal = { userId: 'parent-1', role: 'parent' as const, name: 'Fatima' };
const input = {
  params: { id: record.id },
  principal,
  query: undefined,
  body: undefined,
  cookies: {},
  sourceIp: '',
};
const rendered = new Uint8Array([1, 2, 3]);

/** The fingerprint export-invoice stores, taken from its own first store call. */
async function storedVersion() {
  mocks.readStoredInvoicePdf.mockResolvedValueOnce(undefined);
  await exportInvoice(input as never);
  const version = mocks.storeInvoicePdf.mock.calls.at(-1)![2];
  vi.clearAllMocks();
  return version as { revision: number; fingerprint: string };
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.loadInvoiceFor.mockResolvedValue(record);
  mocks.renderInvoicePdf.mockResolvedValue(rendered);
  mocks.storeInvoicePdf.mockResolvedValue(undefined);
  mocks.readSchoolProfile.mockResolvedValue(brightMinds);
});

describe('exportInvoice', () => {
  it('renders, stores with the revision and answers {invoiceNumber}.pdf when nothing is stored', async () => {
    mocks.readStoredInvoicePdf.mockResolvedValue(undefined);
    const result = await exportInvoice(input as never);
    expect(result).toEqual({ data: rendered, fileName: 'INV-2026-0007.pdf' });
    expect(mocks.loadInvoiceFor).toHaveBeenCalledWith(principal, 'invoice-1');
    expect(mocks.renderInvoicePdf).toHaveBeenCalledWith(
      expect.objectContaining({ _id: 'invoice-1', invoiceNumber: 'INV-2026-0007' }),
      expect.objectContaining({ schoolName: 'Bright Minds' }),
    );
    expect(mocks.storeInvoicePdf).toHaveBeenCalledWith(
      'invoice-1',
      rendered,
      expect.objectContaining({ revision: 3, fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) }),
    );
  });

  it('serves the stored PDF of the same revision without rendering', async () => {
    const version = await storedVersion();
    const stored = new Uint8Array([9, 9]);
    mocks.readStoredInvoicePdf.mockResolvedValue({ ...version, bytes: stored });
    const result = await exportInvoice(input as never);
    expect(result).toEqual({ data: stored, fileName: 'INV-2026-0007.pdf' });
    expect(mocks.renderInvoicePdf).not.toHaveBeenCalled();
    expect(mocks.storeInvoicePdf).not.toHaveBeenCalled();
  });

  it('renders again when the invoice changed, the school was renamed or its profile changed', async () => {
    const version = await storedVersion();
    mocks.readStoredInvoicePdf.mockResolvedValue({ ...version, revision: 2, bytes: new Uint8Array([9]) });
    expect((await exportInvoice(input as never)).data).toBe(rendered);

    mocks.readStoredInvoicePdf.mockResolvedValue({ ...version, bytes: new Uint8Array([9]) });
    mocks.readSchoolProfile.mockResolvedValue({ ...brightMinds, schoolName: 'Brighter Minds' });
    expect((await exportInvoice(input as never)).data).toBe(rendered);

    // A saved profile has a new updatedAt, which the stored PDF's fingerprint holds.
    mocks.readSchoolProfile.mockResolvedValue({
      ...brightMinds,
      vatNumber: 'GB123456789',
      updatedAt: '2026-11-26T09:00:00.000Z',
    });
    expect((await exportInvoice(input as never)).data).toBe(rendered);
    expect(mocks.renderInvoicePdf).toHaveBeenCalledTimes(3);
  });

  it('answers nothing of an invoice the caller may not see', async () => {
    mocks.readStoredInvoicePdf.mockResolvedValue({
      revision: 3,
      fingerprint: 'x',
      bytes: new Uint8Array([9]),
    });
    mocks.loadInvoiceFor.mockRejectedValue(new HttpError(404, 'Invoice not found'));
    await expect(exportInvoice(input as never)).rejects.toThrow('Invoice not found');
    expect(mocks.renderInvoicePdf).not.toHaveBeenCalled();
  });
});
