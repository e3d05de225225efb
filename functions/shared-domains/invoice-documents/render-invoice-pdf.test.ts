import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceItem } from '../../../shared/schemas/invoice-schemas';
import { emptySchoolProfile } from '../../entities/school-profile-entity';
import type { InvoiceSchool, InvoiceSchoolProfile } from './invoice-pdf/invoice-school';
import { renderInvoicePdf } from './render-invoice-pdf';

const school = { schoolName: 'Bright Minds Tutoring' };
const folder = mkdtempSync(join(tmpdir(), 'invoice-pdf-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The school with a profile that holds only what a test names (the rest empty, as a new school's is). */
function schoolWith(profile: Partial<InvoiceSchoolProfile>): InvoiceSchool {
  const { legalName, address, contactEmail, contactPhone, vatNumber, trn } = emptySchoolProfile;
  return {
    ...school,
    profile: { legalName, address, contactEmail, contactPhone, vatNumber, trn, ...profile },
  };
}

function items(count: number): InvoiceItem[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `item-${index}`,
    kind: 'lesson',
    lessonId: `lesson-${index}`,
    lessonDate: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
    lessonTime: index % 2 === 0 ? '16:00' : '17:30',
    timezone: index % 2 === 0 ? 'UK' : 'UAE',
    subject: index % 3 === 0 ? 'Physics' : 'Mathematics',
    teacherName: index % 2 === 0 ? 'Ελένη Νίκου' : 'Иван Орлов',
    duration: 60,
    rate: 26.1,
    currentRate: 26.1,
    amount: 26.1,
    description: index % 3 === 0 ? 'Physics' : 'Mathematics',
    quantity: 1,
    unitPrice: 26.1,
    taxable: true,
  }));
}

function invoice(overrides: Partial<Invoice> = {}): Invoice {
  const lines = overrides.items ?? items(45);
  return {
    _id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    invoiceNumber: 'INV-2026-0042',
    student: { _id: 'student-1', name: 'Amelia Thompson', grade: 'Year 9' },
    parent: { _id: 'parent-1', name: 'فاطمة الزهراء', email: 'fatima@example.com' },
    status: 'paid',
    currency: 'GBP',
    month: 3,
    year: 2026,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    dueDate: '2026-04-30',
    createdAt: '2026-04-01T08:00:00.000Z',
    updatedAt: '2026-04-12T09:30:00.000Z',
    sentAt: '2026-04-01T09:00:00.000Z',
    paidAt: '2026-04-12T09:30:00.000Z',
    lessonCount: lines.length,
    subtotal: 1174.5,
    taxRate: 5.11,
    tax: 60,
    total: 1234.5,
    notes: 'Thank you! Please pay by bank transfer, quoting the invoice number.',
    amountPaid: 1234.5,
    balanceDue: 0,
    payments: [
      {
        _id: 'payment-1',
        amount: 1234.5,
        date: '2026-04-12',
        method: 'bank_transfer',
        reference: 'FT2604120042',
        recordedAt: '2026-04-12T09:30:00.000Z',
      },
    ],
    ...overrides,
    items: lines,
  };
}

/** The PDF's text as poppler reads it, without the direction marks it puts around right-to-left runs. */
function pdfText(bytes: Uint8Array, name: string): string {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  );
}

describe('renderInvoicePdf', () => {
  it('renders a paid, taxed, multi-page invoice with names in several scripts', async () => {
    const bytes = await renderInvoicePdf(invoice(), school);
    const text = pdfText(bytes, 'paid');

    expect(text).toContain('INV-2026-0042');
    expect(text).toContain('Bright Minds Tutoring');
    expect(text).toContain('Amelia Thompson');
    expect(text).toContain('Grade: Year 9');
    expect(text).toContain('فاطمة الزهراء');
    expect(text).toContain('fatima@example.com');
    expect(text).toContain('Ελένη Νίκου');
    expect(text).toContain('Иван Орлов');
    expect(text).toContain('March 2026');
    expect(text).toContain('30 Apr 2026');
    expect(text).toContain('£26.10');
    expect(text).toContain('£1,174.50');
    expect(text).toMatch(/Tax \(5\.11%\)/);
    expect(text).toContain('£60.00');
    expect(text).toContain('£1,234.50');
    expect(text).toContain('PAID');
    expect(text).toContain('12 Apr 2026');
    expect(text).toContain('quoting the invoice number');
    expect(text).toContain('Page 2 of 2');

    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(document.getTitle()).toBe('INV-2026-0042');
    expect(document.getCreator()).toBe('Bright Minds Tutoring');
    expect(document.getProducer()).toBe('Bright Minds Tutoring');
    // Subset fonts keep it small (the full DejaVu Sans alone is 740 KB).
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('leaves the tax line out when there is no tax, and shows the status of an unpaid invoice', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        status: 'sent',
        paidAt: undefined,
        items: items(3),
        subtotal: 78.3,
        taxRate: 0,
        tax: 0,
        total: 78.3,
      }),
      school,
    );
    const text = pdfText(bytes, 'sent');
    expect(text).not.toContain('Tax');
    expect(text).not.toContain('PAID');
    expect(text).not.toContain('VOID');
    expect(text).not.toContain('Voided');
    expect(text).toContain('Status: Sent');
    expect(text).toContain('Payment due by 30 Apr 2026');
    expect(text).toContain('£78.30');
    expect(text).toContain('Page 1 of 1');
  });

  it('maps every glyph to its text, even glyphs an earlier document drew as parts of others', async () => {
    // The first test drew Иван Орлов (Cyrillic О is built on Latin O) and الزهراء (ز is ر with a dot); the
    // font is shared between documents, and those glyph parts once lost their text in later ones.
    await renderInvoicePdf(invoice({ parent: { _id: 'p', name: 'ذ ز Орлов', email: '' } }), school);
    const bytes = await renderInvoicePdf(
      invoice({
        status: 'sent',
        items: items(2),
        student: { _id: 'student-2', name: 'Oliver Okafor', grade: 'Year 6' },
        parent: { _id: 'parent-2', name: 'خالد المهيري', email: 'khalid.almuhairi@example.com' },
      }),
      school,
    );
    const text = pdfText(bytes, 'arabic-payer');
    expect(text).toContain('خالد المهيري');
    expect(text).toContain('Oliver Okafor');
  });

  it('leads Bill to with the payer, then the student it is about', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        status: 'sent',
        items: items(2),
        parent: { _id: 'parent-2', name: 'Grace Hopper', email: 'grace@example.com' },
      }),
      school,
    );
    const billTo = pdfText(bytes, 'bill-to').split('\n').filter(Boolean).slice(0, 40).join('\n');
    expect(billTo).toMatch(
      /BILL TO[\s\S]*Grace Hopper[\s\S]*grace@example\.com[\s\S]*Student: Amelia Thompson/,
    );
  });

  it('says no VAT was charged when it shows a VAT number on an invoice without VAT', async () => {
    const profile = {
      legalName: 'Bright Minds Tutoring Ltd',
      address: '1 High Street\nLondon',
      contactEmail: 'accounts@bright-minds-tutoring-and-mentoring.example',
      contactPhone: '+44 20 7946 0000',
      vatNumber: 'GB123456789',
      trn: '',
    };
    const logo = undefined;
    const untaxed = invoice({
      status: 'sent',
      items: items(2),
      taxRate: 0,
      tax: 0,
      subtotal: 52.2,
      total: 52.2,
    });
    const bytes = await renderInvoicePdf(untaxed, { ...school, profile, ...(logo ? { logo } : {}) });
    const text = pdfText(bytes, 'no-vat');
    expect(text).toContain('VAT No. GB123456789');
    expect(text).toMatch(/No VAT charged\s+£0\.00/);
    // The contact line never ends in a dangling separator when it wraps.
    expect(text).not.toMatch(/·\s*\n/);
    expect(text).toContain('+44 20 7946 0000');

    const withoutNumber = pdfText(
      await renderInvoicePdf(untaxed, { ...school, profile: { ...profile, vatNumber: '' } }),
      'no-vat-number',
    );
    expect(withoutNumber).not.toContain('VAT');
  });

  it('marks a draft and writes dirham amounts in en-GB format', async () => {
    const bytes = await renderInvoicePdf(
      invoice({ status: 'draft', currency: 'AED', items: items(2), taxRate: 5, tax: 61.73, total: 1234.5 }),
      school,
    );
    const text = pdfText(bytes, 'draft');
    expect(text).toContain('DRAFT');
    expect(text).toContain('AED 26.10');
    expect(text).toContain('AED 1,234.50');
  });

  it('makes an AED invoice with VAT a Tax Invoice with the school, its TRN, payments and where to pay', async () => {
    const longName = 'Advanced Further Mathematics and Mechanics Preparation for Mathematics Candidates';
    const bytes = await renderInvoicePdf(
      invoice({
        status: 'sent',
        currency: 'AED',
        items: items(40).map((item, index) => ({
          ...item,
          teacherName: 'Sarah Collins',
          ...(index === 3 ? { subject: longName } : {}),
        })),
        taxRate: 5,
        tax: 58.73,
        total: 1233.23,
        amountPaid: 500,
        balanceDue: 733.23,
        dueDate: '2026-11-12',
        payments: [
          {
            _id: 'payment-1',
            amount: 500,
            date: '2026-11-02',
            method: 'card',
            reference: 'CARD-7781',
            recordedAt: '2026-11-02T10:00:00.000Z',
          },
        ],
      }),
      schoolWith({
        legalName: 'Bright Minds Education Services LLC',
        address: 'Suite 1204, Marina Plaza\nDubai Marina, Dubai\nUnited Arab Emirates',
        contactEmail: 'accounts@brightminds.example',
        contactPhone: '+971 4 123 4567',
        trn: '100123456700003',
        paymentInstructions: {
          accountName: 'Bright Minds Education Services LLC',
          sortCode: '',
          accountNumber: '',
          iban: 'AE07 0331 2345 6789 0123 456',
        },
      }),
    );
    const text = pdfText(bytes, 'tax-invoice');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('TRN: 100123456700003');
    expect(text).toContain('Bright Minds Education Services LLC');
    expect(text).toContain('Suite 1204, Marina Plaza');
    expect(text).toContain('Dubai Marina, Dubai');
    expect(text).toContain('accounts@brightminds.example · +971 4 123 4567');
    expect(text).toMatch(/VAT \(5%\)/);
    expect(text).toContain('AED 58.73');
    expect(text).toMatch(/Amount paid\s+AED 500\.00/);
    expect(text).toMatch(/Balance due\s+AED 733\.23/);
    expect(text).toContain('2 Nov 2026');
    expect(text).toContain('CARD-7781');
    expect(text).toContain('How to pay');
    expect(text).toContain('AE07 0331 2345 6789 0123 456');
    // Full dates in the table and the due date, never cut with an ellipsis; the long subject wraps whole.
    expect(text).toContain('12 Mar 2026');
    expect(text).toContain('12 Nov 2026');
    expect(text).not.toContain('…');
    expect(text.replace(/\s+/g, ' ')).toContain('Mathematics Candidates');
    // The table's header is repeated on the page it continues on.
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages.slice(0, 2)) expect(page).toMatch(/Date\s+Time\s+Subject/);
  });

  it('shows the VAT number on a UK invoice with VAT', async () => {
    const bytes = await renderInvoicePdf(
      invoice({ items: items(2), taxRate: 20, tax: 10.44 }),
      schoolWith({ address: '1 High Street, London', vatNumber: 'GB123456789' }),
    );
    const text = pdfText(bytes, 'uk-vat');
    expect(text).toContain('VAT No. GB123456789');
    expect(text).toMatch(/VAT \(20%\)/);
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('1 High Street, London');
  });

  it('replaces characters the font lacks instead of failing', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        student: { _id: 'student-2', name: '王小明 Wang', grade: '' },
        notes: 'Great work 👍\nSee you next term.',
        items: items(1),
      }),
      { schoolName: 'Школа «Знание»' },
    );
    const text = pdfText(bytes, 'missing-glyphs');
    expect(text).toContain('??? Wang');
    expect(text).toContain('Great work ?');
    expect(text).toContain('See you next term.');
    expect(text).toContain('Школа «Знание»');
    expect(text).not.toContain('Grade:');
  });

  it('marks a void invoice VOID on every page, with the day and the wrapped reason, and nothing due', async () => {
    const reason =
      'Issued by mistake for the wrong family: the lessons of March were billed again on INV-2026-0043, ' +
      'so this invoice no longer stands and nothing on it is owed by anyone.';
    const bytes = await renderInvoicePdf(
      invoice({
        status: 'void',
        paidAt: undefined,
        payments: [],
        amountPaid: 0,
        balanceDue: 1234.5,
        voidedAt: '2026-04-20T16:45:00.000Z',
        voidReason: reason,
      }),
      schoolWith({
        address: '1 High Street, London',
        paymentInstructions: {
          accountName: 'Bright Minds',
          sortCode: '12-34-56',
          accountNumber: '1234',
          iban: '',
        },
      }),
    );
    const text = pdfText(bytes, 'void');
    // The large slanted mark is on every page, a line of its own in reading order.
    const pages = execFileSync('pdftotext', ['-raw', join(folder, 'void.pdf'), '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page.split('\n')).toContain('VOID');
    expect(text).toContain('Status: VOID (nothing is due)');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Voided on 20 Apr 2026: ${reason}`);
    // Wrapped whole rather than cut with an ellipsis.
    expect(text).not.toContain('…');
    expect(flat).toMatch(/Balance due £0\.00/);
    expect(flat).toContain('Void: nothing to pay');
    expect(text).not.toContain('Payment due by');
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain('PAID');
    expect(text).toContain('INV-2026-0042');
  });

  it('sets an Arabic void reason as the other Arabic text is', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        status: 'void',
        items: items(2),
        payments: [],
        amountPaid: 0,
        balanceDue: 0,
        voidedAt: '2026-04-20T16:45:00.000Z',
        voidReason: 'صدرت الفاتورة بالخطأ\nتم إلغاء الفاتورة بطلب من ولي الطالب',
      }),
      school,
    );
    const text = pdfText(bytes, 'void-arabic');
    expect(text).toContain('Voided on 20 Apr 2026');
    expect(text).toContain('صدرت الفاتورة بالخطأ');
    expect(text).toContain('تم إلغاء الفاتورة بطلب من ولي الطالب');
    expect(text).toContain('فاطمة الزهراء');
    expect(text).toContain('Status: VOID');
  });

  it('makes the same bytes from the same invoice revision', async () => {
    const first = await renderInvoicePdf(invoice({ items: items(5) }), school);
    const second = await renderInvoicePdf(invoice({ items: items(5) }), school);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('renders a 12-lesson invoice quickly once warm', async () => {
    const twelve = invoice({ items: items(12) });
    for (let round = 0; round < 3; round++) await renderInvoicePdf(twelve, school);
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      await renderInvoicePdf({ ...twelve, notes: `Round ${round}` }, school);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(500);
  });
});
