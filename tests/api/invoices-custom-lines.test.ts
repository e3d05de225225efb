import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceItem } from '../../shared/schemas/invoice-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import {
  addItemRequest,
  bookMonth,
  generateInvoice,
  getInvoice,
  monthAllocator,
  rateRequest,
  readSettings,
  removeItemRequest,
  saveSettings,
  setStatus,
  updateInvoice,
  type Invoice,
} from './support/invoice-fixtures';
import { createStudent, createUser, subjectIds, uniqueEmail } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let token: string;

beforeAll(async () => {
  token = school.superAdmin.token;
});

const nextMonth = monthAllocator(2031, 1);
let studentCounter = 0;

async function freshStudent(parentId = school.familyA.id): Promise<Student> {
  studentCounter += 1;
  return createStudent(runtime.api, token, {
    name: `Lines Student ${studentCounter}`,
    grade: 'Year 7',
    parentId,
    subjects: [subjectIds.maths],
  });
}

/** A draft GBP invoice of two one-hour lessons at the default £40 (£80). */
async function draft(): Promise<Invoice> {
  const student = await freshStudent();
  const period = nextMonth();
  await bookMonth(runtime.api, token, {
    student: student._id,
    teacher: school.teacherA.id,
    ...period,
    days: [4, 11],
  });
  return generateInvoice(runtime.api, token, {
    studentId: student._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
}

async function add(invoiceId: string, body: unknown): Promise<Invoice> {
  const answer = await addItemRequest(runtime.api, token, invoiceId, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as Invoice;
}

const others = (invoice: Invoice): InvoiceItem[] => invoice.items.filter((item) => item.kind !== 'lesson');

const registration = { description: 'Registration fee', quantity: 1, unitPrice: 25, taxable: true };

describe('custom lines on a draft', () => {
  it('adds a custom line priced quantity × unit price, shows it to the family, and removes it', async () => {
    const invoice = await draft();
    expect(invoice.items.every((item) => item.kind === 'lesson' && item.taxable)).toBe(true);
    const withBooks = await add(invoice._id, {
      description: 'Workbooks',
      quantity: 2.5,
      unitPrice: 3.33,
      taxable: true,
    });
    const [books] = others(withBooks);
    expect(books).toMatchObject({
      kind: 'custom',
      description: 'Workbooks',
      subject: 'Workbooks',
      quantity: 2.5,
      unitPrice: 3.33,
      amount: 8.33, // 8.325 rounded half up
      taxable: true,
      lessonId: '',
      timezone: '',
      duration: 0,
    });
    expect(withBooks).toMatchObject({ subtotal: 88.33, total: 88.33, lessonCount: 2 });
    // The lessons come first, the custom line after them.
    expect(withBooks.items.map((item) => item.kind)).toEqual(['lesson', 'lesson', 'custom']);

    const sent = await setStatus(runtime.api, token, invoice._id, 'sent');
    expect(sent.total).toBe(88.33);
    const familyView = await getInvoice(runtime.api, school.familyA.token, invoice._id);
    expect(others(familyView).map((item) => item.description)).toEqual(['Workbooks']);
  });

  it('removes a custom line (no lesson to release) and refuses a rate change on it', async () => {
    const invoice = await add((await draft())._id, registration);
    const line = others(invoice)[0]!;
    const rate = await rateRequest(runtime.api, token, invoice._id, line._id, 50);
    expect(rate.status).toBe(400);
    expect(rate.body.message).toMatch(/Only a lesson line has an hourly rate/);
    // Saving the editor (lessons and rates) keeps the custom line.
    const saved = await updateInvoice(runtime.api, token, invoice._id, {
      items: invoice.items
        .filter((item) => item.kind === 'lesson')
        .map(({ _id, rate: r }) => ({ _id, rate: r })),
    });
    expect(others(saved)).toHaveLength(1);
    expect(saved.total).toBe(105);
    const removed = await removeItemRequest(runtime.api, token, invoice._id, line._id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.message).toBe('Line removed from invoice');
    expect(removed.body.data).toMatchObject({ total: 80, lessonCount: 2 });
    expect((removed.body.data as Invoice).items).toHaveLength(2);
  });

  it('refuses a custom line on a sent invoice, and bad input with a clear 400, changing nothing', async () => {
    const invoice = await draft();
    const bad: [unknown, RegExp][] = [
      [{ ...registration, description: '' }, /description is required/i],
      [{ ...registration, description: 'x'.repeat(201) }, /at most 200/],
      [{ ...registration, quantity: 0 }, /Quantity must be a number above 0/],
      [{ ...registration, quantity: 1.005 }, /at most two decimals/],
      [{ ...registration, quantity: 1001 }, /at most 1000/],
      [{ ...registration, unitPrice: 0 }, /must not be zero/],
      [{ ...registration, unitPrice: 1.234 }, /at most two decimals/],
      [{ ...registration, unitPrice: 100_001 }, /at most 100000/],
      [{ ...registration, taxable: 'yes' }, /Taxable must be true or false/],
      [{ description: 'Fee', quantity: 1, unitPrice: 5 }, /Taxable must be true or false/],
      [{ ...registration, lessonId: invoice.items[0]!.lessonId }, /only lessonId/],
      [{ ...registration, discount: { type: 'amount', value: 1 } }, /only a description and a discount/],
      [{ ...registration, colour: 'red' }, /Unknown field|Unrecognized/i],
      [{}, /Please select a lesson to add/],
    ];
    for (const [body, message] of bad) {
      const answer = await addItemRequest(runtime.api, token, invoice._id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await getInvoice(runtime.api, token, invoice._id)).items).toHaveLength(2);

    await setStatus(runtime.api, token, invoice._id, 'sent');
    const late = await addItemRequest(runtime.api, token, invoice._id, registration);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Lessons and rates can only be changed while the invoice is a draft');
    const refusedAdmin = await addItemRequest(runtime.api, school.admin.token, invoice._id, registration);
    expect(refusedAdmin.status).toBe(403);
  });

  it('charges tax on taxable lines only', async () => {
    const settings = await readSettings(runtime.api, token);
    await saveSettings(runtime.api, token, { ...settings, taxRates: { ...settings.taxRates, GBP: 20 } });
    try {
      const invoice = await draft();
      expect(invoice).toMatchObject({ subtotal: 80, tax: 16, total: 96 });
      const taxed = await add(invoice._id, {
        description: 'Materials',
        quantity: 1,
        unitPrice: 10,
        taxable: true,
      });
      expect(taxed).toMatchObject({ subtotal: 90, tax: 18, total: 108 });
      const exempt = await add(invoice._id, {
        description: 'Exam entry',
        quantity: 2,
        unitPrice: 15,
        taxable: false,
      });
      expect(exempt).toMatchObject({ subtotal: 120, tax: 18, total: 138 });
      expect(others(exempt).map((item) => item.taxable)).toEqual([true, false]);
    } finally {
      await saveSettings(runtime.api, token, settings);
    }
  });

  it('audits a custom line like any other item change', async () => {
    const invoice = await add((await draft())._id, registration);
    const audit = await request(
      runtime.api,
      'GET',
      `/audit-log?targetId=${invoice._id}&action=invoice.update`,
      {
        token,
      },
    );
    expect(audit.status, audit.text).toBe(200);
    const entries = audit.body.data as { after?: { lines?: { description?: string }[] } }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after?.lines?.map((line) => line.description)).toContain('Registration fee');
  });
});

describe('discounts', () => {
  it('takes an amount off, or a percentage that follows the lines above it', async () => {
    const invoice = await draft();
    const amount = await add(invoice._id, { description: 'Loyalty', discount: { type: 'amount', value: 5 } });
    expect(others(amount)[0]).toMatchObject({
      kind: 'discount',
      description: 'Loyalty',
      amount: -5,
      discount: { type: 'amount', value: 5 },
    });
    expect(amount.total).toBe(75);
    const percent = await add(invoice._id, {
      description: 'Term offer',
      discount: { type: 'percent', value: 10 },
    });
    // 10% of £75 (the lines above it).
    expect(others(percent).map((item) => item.amount)).toEqual([-5, -7.5]);
    expect(percent.total).toBe(67.5);
    // Removing a lesson: the percentage follows (10% of £35); the amount stays.
    const lesson = percent.items.find((item) => item.kind === 'lesson')!;
    const fewer = await removeItemRequest(runtime.api, token, invoice._id, lesson._id);
    expect(fewer.status, fewer.text).toBe(200);
    expect(others(fewer.body.data as Invoice).map((item) => item.amount)).toEqual([-5, -3.5]);
    expect((fewer.body.data as Invoice).total).toBe(31.5);
  });

  it('refuses a discount larger than the lines above it, and bad discounts', async () => {
    const invoice = await draft();
    const tooBig = await addItemRequest(runtime.api, token, invoice._id, {
      description: 'Too much',
      discount: { type: 'amount', value: 80.01 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/larger than the lines above it/);
    for (const discount of [
      { type: 'percent', value: 101 },
      { type: 'percent', value: 0 },
      { type: 'amount', value: -1 },
      { type: 'amount', value: 1.001 },
      { type: 'fixed', value: 1 },
    ]) {
      const answer = await addItemRequest(runtime.api, token, invoice._id, { description: 'Bad', discount });
      expect(answer.status, JSON.stringify(discount)).toBe(400);
    }
    // A credit line larger than the rest is refused as well: the total never goes below zero.
    const credit = await addItemRequest(runtime.api, token, invoice._id, {
      description: 'Credit',
      quantity: 1,
      unitPrice: -80.01,
      taxable: true,
    });
    expect(credit.status).toBe(400);
    expect(credit.body.message).toMatch(/less than zero/);
    const exact = await add(invoice._id, {
      description: 'All of it',
      discount: { type: 'amount', value: 80 },
    });
    expect(exact.total).toBe(0);
    expect((await getInvoice(runtime.api, token, invoice._id)).items).toHaveLength(3);
  });
});

describe('the PDF', () => {
  const folder = mkdtempSync(join(tmpdir(), 'invoice-lines-pdf-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** GET /invoices/{id}/export read as text by poppler (pdftotext), runs of spaces collapsed. */
  async function pdfText(invoiceId: string): Promise<string> {
    const response = await fetch(`${runtime.api}/invoices/${invoiceId}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const file = join(folder, `${invoiceId}.pdf`);
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /[ \t]+/g,
      ' ',
    );
  }

  it('draws a custom line and a discount under the lessons, and marks an untaxed line', async () => {
    const settings = await readSettings(runtime.api, token);
    await saveSettings(runtime.api, token, { ...settings, taxRates: { ...settings.taxRates, GBP: 20 } });
    try {
      const invoice = await draft();
      await add(invoice._id, { description: 'Exam entry fee', quantity: 2, unitPrice: 12.5, taxable: false });
      const done = await add(invoice._id, {
        description: 'Spring offer',
        discount: { type: 'percent', value: 10 },
      });
      // £80 + £25 = £105; 10% off: -£10.50; taxed part £80 - £8 = £72; VAT £14.40.
      expect(done).toMatchObject({ subtotal: 94.5, tax: 14.4, total: 108.9 });
      const text = await pdfText(invoice._id);
      expect(text).toContain('Exam entry fee (no VAT)');
      expect(text).toContain('£12.50');
      expect(text).toContain('£25.00');
      expect(text).toContain('Spring offer');
      expect(text).toContain('10%');
      expect(text).toMatch(/-£10\.50/);
      expect(text).toContain('£108.90');
    } finally {
      await saveSettings(runtime.api, token, settings);
    }
  });
});

describe('saved items', () => {
  it('round-trips the list, keeps it when a client leaves it out, and refuses bad items', async () => {
    const before = await readSettings(runtime.api, token);
    expect(before.savedItems).toEqual([]);
    const items = [
      { description: 'Registration fee', unitPrice: 25, currency: 'GBP', taxable: false },
      { description: 'Exam entry', unitPrice: 150.5, currency: 'AED', taxable: true },
    ];
    const saved = await request(runtime.api, 'PUT', '/invoices/settings', {
      token,
      body: { ...before, savedItems: items },
    });
    expect(saved.status, saved.text).toBe(200);
    const stored = (await readSettings(runtime.api, token)).savedItems!;
    expect(stored).toMatchObject(items);
    expect(stored.every((item) => typeof item.id === 'string' && item.id.length === 24)).toBe(true);

    // An older client sends no savedItems: the list stays.
    const { savedItems: _left, siblingDiscount: _off, ...older } = before;
    const kept = await request(runtime.api, 'PUT', '/invoices/settings', { token, body: older });
    expect(kept.status, kept.text).toBe(200);
    expect((await readSettings(runtime.api, token)).savedItems).toEqual(stored);

    // Ids are kept as sent.
    const renamed = await request(runtime.api, 'PUT', '/invoices/settings', {
      token,
      body: { ...before, savedItems: [{ ...stored[0]!, description: 'Enrolment fee' }] },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await readSettings(runtime.api, token)).savedItems).toEqual([
      { ...stored[0]!, description: 'Enrolment fee' },
    ]);

    for (const bad of [
      [{ ...items[0], unitPrice: 0 }],
      [{ ...items[0], currency: 'USD' }],
      [{ ...items[0], description: '' }],
      Array.from({ length: 51 }, () => items[0]),
    ]) {
      const answer = await request(runtime.api, 'PUT', '/invoices/settings', {
        token,
        body: { ...before, savedItems: bad },
      });
      expect(answer.status).toBe(400);
    }
    await saveSettings(runtime.api, token, { ...before, savedItems: [] });
  });
});

describe('the sibling discount on generation', () => {
  /** Two new children of a new family, the first created first, each with two lessons of `period`. */
  async function family(period: { year: number; month: number }) {
    const parentId = (
      await createUser(runtime.api, token, {
        name: `Sibling Parent ${studentCounter}`,
        email: uniqueEmail('siblings'),
        password: 'parent-secret-1',
        role: 'parent',
      })
    )._id;
    const first = await freshStudent(parentId);
    const second = await freshStudent(parentId);
    for (const [child, time] of [
      [first, '10:00'],
      [second, '12:00'],
    ] as const)
      await bookMonth(runtime.api, token, {
        student: child._id,
        teacher: school.teacherA.id,
        time,
        ...period,
        days: [5, 12],
      });
    return { first, second };
  }

  it('gives the second child a percentage off its lessons, on a single generation and on generate-all', async () => {
    const settings = await readSettings(runtime.api, token);
    await saveSettings(runtime.api, token, {
      ...settings,
      siblingDiscount: { percent: 10, appliesTo: 'second-and-later' },
    });
    try {
      expect((await readSettings(runtime.api, token)).siblingDiscount).toEqual({
        percent: 10,
        appliesTo: 'second-and-later',
      });
      const period = nextMonth();
      const { first, second } = await family(period);
      const generate = (studentId: string) =>
        generateInvoice(runtime.api, token, {
          studentId,
          dateRangeType: 'month',
          ...period,
          currency: 'GBP',
        });
      const firstInvoice = await generate(first._id);
      expect(others(firstInvoice)).toEqual([]);
      expect(firstInvoice.total).toBe(80);
      const secondInvoice = await generate(second._id);
      expect(others(secondInvoice)).toMatchObject([
        {
          kind: 'discount',
          description: 'Sibling discount (10%)',
          amount: -8,
          discount: { type: 'percent', value: 10 },
        },
      ]);
      expect(secondInvoice.total).toBe(72);

      const allPeriod = nextMonth();
      const all = await family(allPeriod);
      const job = await request(runtime.api, 'POST', '/invoices/generate-all', {
        token,
        body: { dateRangeType: 'month', ...allPeriod, currency: 'GBP' },
      });
      expect(job.status, job.text).toBe(202);
      const jobId = job.body.data.jobId as string;
      for (let attempt = 0; attempt < 600; attempt++) {
        const state = await request(runtime.api, 'GET', `/invoices/generate-all/${jobId}`, { token });
        if (state.body.data.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const listed = await request(
        runtime.api,
        'GET',
        `/invoices?year=${allPeriod.year}&month=${allPeriod.month}&limit=50`,
        {
          token,
        },
      );
      expect(listed.status, listed.text).toBe(200);
      const byStudent = new Map(
        (listed.body.data.invoices as { _id: string; student: { _id: string }; total: number }[]).map(
          (row) => [row.student._id, row],
        ),
      );
      expect(byStudent.get(all.first._id)?.total).toBe(80);
      expect(byStudent.get(all.second._id)?.total).toBe(72);
      const discounted = await getInvoice(runtime.api, token, byStudent.get(all.second._id)!._id);
      expect(others(discounted).map((item) => item.description)).toEqual(['Sibling discount (10%)']);
    } finally {
      await saveSettings(runtime.api, token, { ...settings, siblingDiscount: null });
    }
  });
});
