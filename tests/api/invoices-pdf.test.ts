import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolToday, shortDate } from '../../shared/invoices/invoice-period';
import type { Student } from '../../shared/schemas/student-schemas';
import { s3 } from '../../functions/platform/s3-client';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import {
  bookMonth,
  deleteRequest,
  generateInvoice,
  invoiceNotFoundMessage,
  rateRequest,
  readSettings,
  saveSettings,
  setStatus,
  updateInvoice,
  viewRefusalMessage,
  type Invoice,
} from './support/invoice-fixtures';
import { superAdmin as superAdminDetails } from './support/accounts';
import { assertNoSecretsIn, request } from './support/http';
import { fakePng, logoGif, logoJpeg, logoPng, oversizedPng } from './support/logo-images';
import { createStudent, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let token: string;
const folder = mkdtempSync(join(tmpdir(), 'invoice-export-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Exported {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The JSON envelope of a refusal. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json?: any;
}

/** GET /invoices/{id}/export, read as bytes. */
/** `null` sends no token. */
async function exportPdf(invoiceId: string, callerToken: string | null = token): Promise<Exported> {
  const response = await fetch(`${runtime.api}/invoices/${invoiceId}/export`, {
    headers: callerToken ? { authorization: `Bearer ${callerToken}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Read without `request` (the body is bytes), so the leak guard is called here.
  assertNoSecretsIn(
    { status: response.status, text: Buffer.from(bytes).toString('latin1'), headers: response.headers },
    { method: 'GET', path: `/invoices/${invoiceId}/export` },
  );
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: isJson ? JSON.parse(Buffer.from(bytes).toString('utf8')) : undefined,
  };
}

let files = 0;
/** The PDF's text as poppler reads it (pdftotext), with runs of spaces collapsed. */
function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `export-${++files}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f]/g, '')
    .replace(/[ \t]+/g, ' ');
}

const bucket = () => process.env[environmentVariableNames.bucketName]!;
const objectKey = (invoiceId: string) => `invoice-pdfs/${invoiceId}.pdf`;

/** The stored object's head (metadata, ETag, LastModified), or undefined when there is none. */
async function storedHead(invoiceId: string) {
  try {
    return await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: objectKey(invoiceId) }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return undefined;
    throw error;
  }
}

let student: Student;
let sent: Invoice;
let draft: Invoice;
let foreign: Invoice;

beforeAll(async () => {
  token = school.superAdmin.token;
  // Names in other scripts than Latin: Greek and Latin with diacritics.
  student = await createStudent(runtime.api, token, {
    name: 'Zoë Ελένη Łukasz',
    grade: 'Year 10',
    parentId: school.familyA.id,
    subjects: [subjectIds.science],
  });
  const bill = async (studentId: string, month: number, days: number[]) => {
    await bookMonth(runtime.api, token, {
      student: studentId,
      teacher: school.teacherA.id,
      year: 2025,
      month,
      days,
      subject: subjectIds.science,
    });
    return generateInvoice(runtime.api, token, {
      studentId,
      dateRangeType: 'month',
      year: 2025,
      month,
      currency: 'GBP',
    });
  };
  sent = await bill(student._id, 3, [4, 11, 18]);
  // £456.78 + £400 + £400 = £1,256.78.
  const rates = [456.78, 400, 400];
  for (const [index, item] of sent.items.entries()) {
    const answer = await rateRequest(runtime.api, token, sent._id, item._id, rates[index]);
    expect(answer.status, answer.text).toBe(200);
  }
  await updateInvoice(runtime.api, token, sent._id, { notes: 'Please pay by bank transfer.' });
  sent = await setStatus(runtime.api, token, sent._id, 'sent');
  draft = await bill(student._id, 4, [8]);
  foreign = await setStatus(runtime.api, token, (await bill(school.childB1._id, 3, [5]))._id, 'sent');
}, 120_000);

describe('GET /invoices/{id}/export', () => {
  it('answers a PDF named {invoiceNumber}.pdf with the number, the names, the period and the total in en-GB format', async () => {
    const answer = await exportPdf(sent._id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${sent.invoiceNumber}.pdf"`,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(answer.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(sent.total).toBe(1256.78);
    const text = pdfText(answer.bytes);
    for (const expected of [
      sent.invoiceNumber,
      'Zoë Ελένη Łukasz',
      'Grade: Year 10',
      'Fay Family',
      'fay@people.example',
      'March 2025',
      'GBP',
      '£456.78',
      '£400.00',
      '£1,256.78',
      'KS3 Science',
      'Tess Teacher',
      'Please pay by bank transfer.',
      'Status: Sent',
      superAdminDetails.schoolName,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // No tax line when the tax is zero, and no PAID stamp before payment.
    expect(text).not.toContain('Tax (');
    expect(text).not.toContain('PAID');
  });

  it('shows tax when above zero and the amounts in AED, and the PAID stamp once paid', async () => {
    const settings = await readSettings(runtime.api, token);
    try {
      await saveSettings(runtime.api, token, {
        ...settings,
        defaultRates: { GBP: 40, AED: 411.5 },
        taxRates: { GBP: 0, AED: 5 },
      });
      await bookMonth(runtime.api, token, {
        student: student._id,
        teacher: school.teacherB.id,
        year: 2025,
        month: 5,
        days: [6, 13, 20],
      });
      const aed = await generateInvoice(runtime.api, token, {
        studentId: student._id,
        dateRangeType: 'month',
        year: 2025,
        month: 5,
        currency: 'AED',
      });
      // 3 × 411.50 = 1,234.50; 5 % = 61.73 (61.725 rounded up); total 1,296.23.
      expect(aed).toMatchObject({ subtotal: 1234.5, tax: 61.73, total: 1296.23 });
      await setStatus(runtime.api, token, aed._id, 'sent');
      await setStatus(runtime.api, token, aed._id, 'paid');
      const text = pdfText((await exportPdf(aed._id)).bytes);
      for (const expected of [
        'AED 1,234.50',
        // Dirhams with tax: the UAE's tax invoice, the tax named VAT (issue 16).
        'TAX INVOICE',
        'VAT (5%)',
        'AED 61.73',
        'AED 1,296.23',
        'PAID',
        'Status: Paid on',
      ]) {
        expect(text, expected).toContain(expected);
      }
    } finally {
      await saveSettings(runtime.api, token, settings);
    }
  });

  it('stores the PDF in the bucket, serves the stored one again, and makes a new one after the invoice changes', async () => {
    const invoice = await setStatus(runtime.api, token, (await freshSent())._id, 'sent');
    const first = await exportPdf(invoice._id);
    expect(first.status).toBe(200);
    const head = await storedHead(invoice._id);
    expect(head, 'the PDF is stored').toBeDefined();
    expect(head!.ContentType).toBe('application/pdf');
    expect(head!.ContentLength).toBe(first.bytes.length);
    const revision = Number(head!.Metadata?.revision);
    expect(Number.isInteger(revision)).toBe(true);

    // The second export reuses the object: not written again.
    const second = await exportPdf(invoice._id);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const headAgain = await storedHead(invoice._id);
    expect(headAgain!.ETag).toBe(head!.ETag);
    expect(headAgain!.LastModified).toEqual(head!.LastModified);
    expect(headAgain!.Metadata).toEqual(head!.Metadata);

    // Proof that the answer comes from the bucket: a marked copy under the same key and revision is what is served.
    const marked = Buffer.concat([Buffer.from(first.bytes), Buffer.from('\n%stored-copy-marker\n')]);
    await s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: objectKey(invoice._id),
        Body: marked,
        ContentType: 'application/pdf',
        Metadata: head!.Metadata,
      }),
    );
    const served = await exportPdf(invoice._id);
    expect(Buffer.from(served.bytes).equals(marked)).toBe(true);

    // Changing the notes makes a new revision: a new PDF, stored in place of the old one.
    await updateInvoice(runtime.api, token, invoice._id, { notes: 'Paid in two instalments, thank you.' });
    const third = await exportPdf(invoice._id);
    expect(third.status).toBe(200);
    expect(Buffer.from(third.bytes).includes('%stored-copy-marker')).toBe(false);
    const text = pdfText(third.bytes);
    expect(text).toContain('Paid in two instalments, thank you.');
    expect(text).not.toContain('Please pay by bank transfer.');
    const headAfterEdit = await storedHead(invoice._id);
    expect(Number(headAfterEdit!.Metadata?.revision)).toBeGreaterThan(revision);
    expect(headAfterEdit!.ContentLength).toBe(third.bytes.length);

    // So is a payment: the stored PDF of the sent invoice is replaced by one with the PAID stamp.
    expect(pdfText(third.bytes)).not.toContain('PAID');
    await setStatus(runtime.api, token, invoice._id, 'paid');
    const paidText = pdfText((await exportPdf(invoice._id)).bytes);
    expect(paidText).toContain('PAID');
    expect(paidText).toContain('Status: Paid on');
    expect(Number((await storedHead(invoice._id))!.Metadata?.revision)).toBeGreaterThan(
      Number(headAfterEdit!.Metadata?.revision),
    );

    // A new school name (the profile's) is a change too.
    const rename = (schoolName: string) =>
      request(runtime.api, 'PUT', '/school-profile', { token, body: { schoolName } });
    try {
      expect((await rename('Bright Minds Tutoring')).status).toBe(200);
      const renamed = pdfText((await exportPdf(invoice._id)).bytes);
      expect(renamed).toContain('Bright Minds Tutoring');
    } finally {
      await rename(superAdminDetails.schoolName);
    }

    // A paid invoice is never deleted (only drafts are, and a draft's PDF is never stored): its PDF stays.
    expect((await deleteRequest(runtime.api, token, invoice._id)).status).toBe(409);
    expect(await storedHead(invoice._id)).toBeDefined();
    expect((await exportPdf(invoice._id)).status).toBe(200);
  });

  it('marks a voided invoice VOID with the day and the reason, nothing due, made again over the stored PDF', async () => {
    const invoice = await setStatus(runtime.api, token, (await freshSent())._id, 'sent');
    const before = pdfText((await exportPdf(invoice._id)).bytes);
    expect(before).toContain('Status: Sent');
    expect(before).not.toContain('VOID');
    expect(before).not.toContain('Voided');
    const revision = Number((await storedHead(invoice._id))!.Metadata?.revision);

    const reason =
      'Billed twice for June: the lessons are on another invoice, so nothing on this one is owed.';
    const answer = await request(runtime.api, 'POST', `/invoices/${invoice._id}/void`, {
      token,
      body: { reason },
    });
    expect(answer.status, answer.text).toBe(200);
    const voided = answer.body.data as Invoice;
    const day = shortDate(schoolToday(new Date(voided.voidedAt!)));

    for (const caller of [token, school.familyA.token]) {
      const exported = await exportPdf(invoice._id, caller);
      expect(exported.status).toBe(200);
      const text = pdfText(exported.bytes);
      const flat = text.replace(/\s+/g, ' ');
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain('VOID');
      expect(text).toContain('Status: VOID');
      expect(flat).toContain(`Voided on ${day}: ${reason}`);
      expect(flat).toMatch(/Balance due £0\.00/);
      expect(text).not.toContain('Payment due by');
    }
    // The void is a new revision: the stored PDF of the sent invoice was replaced.
    expect(Number((await storedHead(invoice._id))!.Metadata?.revision)).toBeGreaterThan(revision);
    // Other invoices are not marked.
    expect(pdfText((await exportPdf(sent._id)).bytes)).not.toContain('VOID');
  });

  it('lets a family export its own sent invoices only: 404 for drafts and other families, 403 for teachers', async () => {
    const own = await exportPdf(sent._id, school.familyA.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(own.bytes)).toContain(sent.invoiceNumber);
    const parentsOwn = await exportPdf(foreign._id, school.familyB.token);
    expect(parentsOwn.status).toBe(200);
    expect(pdfText(parentsOwn.bytes)).toContain('Pat Parent');

    for (const [invoice, caller] of [
      [foreign, school.familyA],
      [draft, school.familyA],
      [sent, school.familyB],
    ] as const) {
      const refused = await exportPdf(invoice._id, caller.token);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ success: false, message: invoiceNotFoundMessage });
    }
    const byTeacher = await exportPdf(sent._id, school.teacherA.token);
    expect(byTeacher.status).toBe(403);
    expect(byTeacher.json).toEqual({ success: false, message: viewRefusalMessage });
    expect((await exportPdf(sent._id, null)).status).toBe(401);
    // Staff export any invoice, drafts included.
    expect((await exportPdf(draft._id, school.admin.token)).status).toBe(200);
    const unknown = await exportPdf('0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect((await exportPdf('not-an-id')).status).toBe(400);
  });
});

let freshMonth = 6;
/** A sent invoice of its own month, for tests that change or delete it. */
async function freshSent(): Promise<Invoice> {
  const month = freshMonth++;
  await bookMonth(runtime.api, token, {
    student: student._id,
    teacher: school.teacherA.id,
    year: 2025,
    month,
    days: [3],
  });
  const invoice = await generateInvoice(runtime.api, token, {
    studentId: student._id,
    dateRangeType: 'month',
    year: 2025,
    month,
    currency: 'GBP',
  });
  await updateInvoice(runtime.api, token, invoice._id, { notes: 'Please pay by bank transfer.' });
  return invoice;
}

/** The images `pdfimages -list` finds in a PDF: their type (`image` or `smask`), width and encoding. */
function pdfImages(bytes: Uint8Array): { type: string; width: number; encoding: string }[] {
  const file = join(folder, `images-${++files}.pdf`);
  writeFileSync(file, bytes);
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return rows.map((row) => {
    const [, , type = '', width, , , , , encoding = ''] = row.trim().split(/\s+/);
    return { type, width: Number(width), encoding };
  });
}

const uploadLogo = (image: string, callerToken = token) =>
  request(runtime.api, 'PUT', '/school-profile/logo', { token: callerToken, body: { image } });
const readLogo = (callerToken = token) =>
  request(runtime.api, 'GET', '/school-profile/logo', { token: callerToken });

describe('the school logo (/school-profile/logo)', () => {
  it('stores a PNG or a JPEG, shows it to staff and families, embeds it in the PDF, and removes it', async () => {
    expect((await readLogo()).body).toMatchObject({ success: true, data: { logo: null } });
    const png = await uploadLogo(logoPng);
    expect(png.status, png.text).toBe(200);
    expect(png.body).toMatchObject({ data: { hasLogo: true }, message: 'Logo saved' });
    // The family sees it on its invoices.
    expect((await readLogo(school.familyA.token)).body).toMatchObject({
      data: { logo: { contentType: 'image/png', image: logoPng } },
    });
    // The stored PDF is made again with the logo: an 8-pixel-wide image drawn in the header.
    expect(pdfImages((await exportPdf(sent._id)).bytes)).toContainEqual(
      expect.objectContaining({ type: 'image', width: 8 }),
    );

    expect((await uploadLogo(logoJpeg)).status).toBe(200);
    expect((await readLogo(school.admin.token)).body).toMatchObject({
      data: { logo: { contentType: 'image/jpeg', image: logoJpeg } },
    });
    expect(pdfImages((await exportPdf(sent._id)).bytes)).toContainEqual({
      type: 'image',
      width: 8,
      encoding: 'jpeg',
    });

    const removed = await request(runtime.api, 'DELETE', '/school-profile/logo', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ data: { hasLogo: false }, message: 'Logo removed' });
    expect((await readLogo()).body).toMatchObject({ data: { logo: null } });
    expect(pdfImages((await exportPdf(sent._id)).bytes)).toEqual([]);
  });

  it('refuses, with 400 and the reason, what is not a readable PNG or JPEG of at most 500 KB, keeping the logo', async () => {
    expect((await uploadLogo(logoPng)).status).toBe(200);
    for (const [image, message] of [
      [fakePng, 'The logo is not a readable PNG image'],
      [oversizedPng, 'The logo must be at most 500 KB'],
      [logoGif, 'The logo must be a PNG or JPEG image'],
      ['not base64!', 'The logo must be sent as base64-encoded bytes'],
    ] as const) {
      const refused = await uploadLogo(image);
      expect(refused.status, message).toBe(400);
      expect(refused.text, message).toContain(message);
    }
    expect((await readLogo()).body).toMatchObject({
      data: { logo: { contentType: 'image/png', image: logoPng } },
    });
    // The profile's PUT is super_admin's alone, and so is the logo.
    const byAdmin = await uploadLogo(logoJpeg, school.admin.token);
    expect(byAdmin.status).toBe(403);
    const cleanUp = await request(runtime.api, 'DELETE', '/school-profile/logo', { token });
    expect(cleanUp.status).toBe(200);
  });
});
