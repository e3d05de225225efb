import { defaultXeroSettings, type XeroSettings } from '../../../shared/exports/xero-rows';
import { expect } from 'vitest';
import { wallTimeToInstant, type LessonTimezone } from '../../../shared/lesson-time';
import type { LessonStatus } from '../../../shared/lesson-statuses';
import { monthNames } from '../../../shared/invoices/invoice-period';
import type { Currency } from '../../../shared/invoices/money';
import type {
  AvailableLesson,
  Invoice,
  InvoiceStats,
  InvoiceSummary,
} from '../../../shared/schemas/invoice-schemas';
import type { Lesson } from '../../../shared/schemas/lesson-schemas';
import { request, type ApiAnswer } from './http';
import { bookLesson } from './lesson-fixtures';

export type { Invoice, InvoiceStats, InvoiceSummary };

/** The generation body of POST /invoices/generate. */
export interface GenerateBody {
  studentId: string;
  dateRangeType?: 'month' | 'custom';
  month?: number;
  year?: number;
  startDate?: string;
  endDate?: string;
  currency: Currency;
}

export interface InvoiceList {
  invoices: InvoiceSummary[];
  pagination: { page: number; limit: number; pages: number; total: number };
  total: number;
}

export interface InvoiceSettingsBody {
  defaultRates: Record<Currency, number>;
  taxRates: Record<Currency, number>;
  overdueReminders?: { enabled: boolean; days: number[] };
  xero?: XeroSettings;
  savedItems?: {
    id?: string;
    description: string;
    unitPrice: number;
    currency: Currency;
    taxable: boolean;
  }[];
  siblingDiscount?: { percent: number; appliesTo: 'second-and-later' } | null;
  rates?: Record<
    'subjects' | 'teachers' | 'students',
    { id: string; currency: Currency; hourlyRate: number }[]
  >;
}

/** What a school bills with before super_admin sets its own figures (functions/invoices/invoice-settings.ts). */
export const initialSettings: InvoiceSettingsBody = {
  defaultRates: { GBP: 40, AED: 200 },
  taxRates: { GBP: 0, AED: 0 },
  overdueReminders: { enabled: true, days: [7, 14] },
  xero: defaultXeroSettings,
  savedItems: [],
  siblingDiscount: null,
  rates: { subjects: [], teachers: [], students: [] },
};

export const draftOnlyMessage = 'Lessons and rates can only be changed while the invoice is a draft';
export const validRateMessage = 'Please enter a valid rate';
export const invoiceNotFoundMessage = 'Invoice not found';
export const viewRefusalMessage = 'You do not have permission to view invoices';
export const billingRefusalMessage = 'Only the Super Administrator can change invoices';

/** The message for a second invoice of one student, month, year and currency. */
export const alreadyExistsMessage = (month: number, year: number, currency: Currency) =>
  `Invoice already exists for ${monthNames[month - 1]} ${year} in ${currency}. Please check the invoice list below or try a different month/year/currency combination.`;

function expectStatus(answer: ApiAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** `2027`, `3`, `9` → `2027-03-09`. */
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad2(month)}-${pad2(day)}`;

/**
 * A fresh month for each call (one database per file), so the tests of one
 * file never book into each other's slots or bill each other's periods.
 */
export function monthAllocator(firstYear: number, firstMonth = 1): () => { year: number; month: number } {
  let next = 0;
  return () => {
    const index = firstMonth - 1 + next++;
    return { year: firstYear + Math.floor(index / 12), month: (index % 12) + 1 };
  };
}

export interface LessonPlan {
  student: string;
  teacher: string;
  /** Calendar date on the lesson's own clock, e.g. `2027-03-09`. */
  date: string;
  /** Wall-clock start on that clock, `HH:mm`; 10:00 unless given. */
  time?: string;
  timezone?: LessonTimezone;
  status?: LessonStatus;
  subject?: string;
}

/** POST /lessons for a wall-clock date and time in the lesson's zone (UAE unless given). */
export async function bookAt(api: string, token: string, plan: LessonPlan): Promise<Lesson> {
  const timezone = plan.timezone ?? 'UAE';
  return bookLesson(api, token, {
    student: plan.student,
    teacher: plan.teacher,
    startTime: wallTimeToInstant(plan.date, plan.time ?? '10:00', timezone).toISOString(),
    timezone,
    ...(plan.status ? { status: plan.status } : {}),
    ...(plan.subject !== undefined ? { subject: plan.subject } : {}),
  });
}

/** Books one lesson on each of `days` of a month (same time, zone and status), in order. */
export async function bookMonth(
  api: string,
  token: string,
  plan: Omit<LessonPlan, 'date'> & { year: number; month: number; days: readonly number[] },
): Promise<Lesson[]> {
  const lessons: Lesson[] = [];
  for (const day of plan.days) {
    lessons.push(await bookAt(api, token, { ...plan, date: isoDay(plan.year, plan.month, day) }));
  }
  return lessons;
}

export const generateRequest = (api: string, token: string | undefined, body: unknown) =>
  request(api, 'POST', '/invoices/generate', { token, body });

/** POST /invoices/generate that must succeed; answers the new draft. */
export async function generateInvoice(api: string, token: string, body: GenerateBody): Promise<Invoice> {
  const answer = await generateRequest(api, token, body);
  expectStatus(answer, 201, `generate ${JSON.stringify(body)}`);
  return answer.body.data as Invoice;
}

export const getRequest = (api: string, token: string | undefined, invoiceId: string) =>
  request(api, 'GET', `/invoices/${invoiceId}`, { token });

export async function getInvoice(api: string, token: string, invoiceId: string): Promise<Invoice> {
  const answer = await getRequest(api, token, invoiceId);
  expectStatus(answer, 200, `GET invoice ${invoiceId}`);
  return answer.body.data as Invoice;
}

export const statusRequest = (api: string, token: string | undefined, invoiceId: string, status: string) =>
  request(api, 'PATCH', `/invoices/${invoiceId}/status`, { token, body: { status } });

/** PATCH /invoices/{id}/status that must succeed. */
export async function setStatus(
  api: string,
  token: string,
  invoiceId: string,
  status: 'draft' | 'sent' | 'paid',
): Promise<Invoice> {
  const answer = await statusRequest(api, token, invoiceId, status);
  expectStatus(answer, 200, `status ${status} of ${invoiceId}`);
  return answer.body.data as Invoice;
}

export const updateRequest = (api: string, token: string | undefined, invoiceId: string, body: unknown) =>
  request(api, 'PUT', `/invoices/${invoiceId}`, { token, body });

export async function updateInvoice(
  api: string,
  token: string,
  invoiceId: string,
  body: unknown,
): Promise<Invoice> {
  const answer = await updateRequest(api, token, invoiceId, body);
  expectStatus(answer, 200, `PUT invoice ${invoiceId} ${JSON.stringify(body)}`);
  return answer.body.data as Invoice;
}

export const rateRequest = (
  api: string,
  token: string | undefined,
  invoiceId: string,
  itemId: string,
  rate: unknown,
) => request(api, 'PATCH', `/invoices/${invoiceId}/items/${itemId}`, { token, body: { rate } });

export const addItemRequest = (api: string, token: string | undefined, invoiceId: string, body: unknown) =>
  request(api, 'POST', `/invoices/${invoiceId}/items`, { token, body });

export const removeItemRequest = (
  api: string,
  token: string | undefined,
  invoiceId: string,
  itemId: string,
) => request(api, 'DELETE', `/invoices/${invoiceId}/items/${itemId}`, { token });

export const deleteRequest = (api: string, token: string | undefined, invoiceId: string) =>
  request(api, 'DELETE', `/invoices/${invoiceId}`, { token });

export async function deleteInvoice(api: string, token: string, invoiceId: string): Promise<void> {
  expectStatus(await deleteRequest(api, token, invoiceId), 200, `DELETE invoice ${invoiceId}`);
}

export async function availableLessons(
  api: string,
  token: string,
  invoiceId: string,
): Promise<AvailableLesson[]> {
  const answer = await request(api, 'GET', `/invoices/${invoiceId}/available-lessons`, { token });
  expectStatus(answer, 200, `available lessons of ${invoiceId}`);
  return answer.body.data as AvailableLesson[];
}

export function invoiceQuery(query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => [key, String(value)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** One page of GET /invoices (or /invoices/my-invoices with `family`). */
export async function listPage(
  api: string,
  token: string,
  query: Record<string, string | number | undefined> = {},
  family = false,
): Promise<InvoiceList> {
  const path = `/invoices${family ? '/my-invoices' : ''}${invoiceQuery(query)}`;
  const answer = await request(api, 'GET', path, { token });
  expectStatus(answer, 200, `GET ${path}`);
  return answer.body.data as InvoiceList;
}

/** Every page of a list, 50 a page. */
export async function listAll(
  api: string,
  token: string,
  query: Record<string, string | number | undefined> = {},
  family = false,
): Promise<InvoiceSummary[]> {
  const invoices: InvoiceSummary[] = [];
  for (let page = 1; page <= 100; page++) {
    const answer = await listPage(api, token, { ...query, page, limit: 50 }, family);
    invoices.push(...answer.invoices);
    if (page >= answer.pagination.pages) return invoices;
  }
  throw new Error('The invoice list kept answering more pages');
}

export async function statsOf(api: string, token: string, year: number): Promise<InvoiceStats> {
  const answer = await request(api, 'GET', `/invoices/stats/overview?year=${year}`, { token });
  expectStatus(answer, 200, `stats of ${year}`);
  return answer.body.data as InvoiceStats;
}

export async function readSettings(api: string, token: string): Promise<InvoiceSettingsBody> {
  const answer = await request(api, 'GET', '/invoices/settings', { token });
  expectStatus(answer, 200, 'GET /invoices/settings');
  return answer.body.data as InvoiceSettingsBody;
}

export async function saveSettings(api: string, token: string, settings: InvoiceSettingsBody) {
  const answer = await request(api, 'PUT', '/invoices/settings', { token, body: settings });
  expectStatus(answer, 200, 'PUT /invoices/settings');
  return answer.body.data as InvoiceSettingsBody;
}

/** Ids of a list of invoices or lessons. */
export const idsOf = (items: readonly { _id: string }[]) => items.map((item) => item._id);

/** Draft then sent: what a family first sees. */
export async function sentInvoice(api: string, token: string, body: GenerateBody): Promise<Invoice> {
  const draft = await generateInvoice(api, token, body);
  return setStatus(api, token, draft._id, 'sent');
}

/**
 * Everything an invoice request can change, as a super_admin reads it: every
 * invoice's summary (any change moves its updatedAt, and totals and lesson
 * count are in it), the list's count, the stats of the given years and the
 * settings.
 */
export async function invoiceSnapshot(api: string, token: string, years: readonly number[] = []) {
  const [pages, stats, settings] = await Promise.all([
    everyPage(api, token),
    Promise.all(years.map((year) => statsOf(api, token, year))),
    readSettings(api, token),
  ]);
  return { invoices: pages.flatMap((page) => page.invoices), total: pages[0]!.total, stats, settings };
}

async function everyPage(api: string, token: string): Promise<InvoiceList[]> {
  const pages = [await listPage(api, token, { page: 1, limit: 50 })];
  for (let page = 2; page <= pages[0]!.pagination.pages; page++) {
    pages.push(await listPage(api, token, { page, limit: 50 }));
  }
  return pages;
}

/** Sends a request that must be refused and checks that no invoice, stat or setting changed. */
export async function expectRefusedAndNothingChanged(
  api: string,
  token: string,
  attempt: () => Promise<ApiAnswer>,
  expected: { status: number; message?: string | RegExp; errors?: Record<string, string> },
  options: { years?: readonly number[]; also?: () => Promise<unknown> } = {},
): Promise<ApiAnswer> {
  const before = await invoiceSnapshot(api, token, options.years);
  const alsoBefore = await options.also?.();
  const answer = await attempt();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body.success).toBe(false);
  if (typeof expected.message === 'string') expect(answer.body.message).toBe(expected.message);
  else if (expected.message) expect(answer.body.message).toMatch(expected.message);
  if (expected.errors) expect(answer.body.errors).toEqual(expected.errors);
  expect(await invoiceSnapshot(api, token, options.years)).toEqual(before);
  if (options.also) expect(await options.also()).toEqual(alsoBefore);
  return answer;
}

/** `{ GBP, AED }` with zero for the currencies not given. */
export const perCurrency = (amounts: Partial<Record<Currency, number>> = {}) => ({
  GBP: amounts.GBP ?? 0,
  AED: amounts.AED ?? 0,
});

export interface PaymentBody {
  amount: number;
  date: string;
  method: 'bank_transfer' | 'card' | 'cash' | 'other';
  reference?: string;
}

export const paymentRequest = (api: string, token: string | undefined, invoiceId: string, body: unknown) =>
  request(api, 'POST', `/invoices/${invoiceId}/payments`, { token, body });

export const removePaymentRequest = (
  api: string,
  token: string | undefined,
  invoiceId: string,
  paymentId: string,
) => request(api, 'DELETE', `/invoices/${invoiceId}/payments/${paymentId}`, { token });

/** POST /invoices/{id}/payments that must succeed; answers the invoice with it. */
export async function recordPayment(
  api: string,
  token: string,
  invoiceId: string,
  body: PaymentBody,
): Promise<Invoice> {
  const answer = await paymentRequest(api, token, invoiceId, body);
  expectStatus(answer, 201, `payment ${JSON.stringify(body)} on ${invoiceId}`);
  return answer.body.data as Invoice;
}

/** Pays what is left on a sent invoice by bank transfer, on `date` (revenue counts on that day). */
export async function payInFull(
  api: string,
  token: string,
  invoiceId: string,
  date: string,
): Promise<Invoice> {
  const invoice = await getInvoice(api, token, invoiceId);
  return recordPayment(api, token, invoiceId, { amount: invoice.balanceDue, date, method: 'bank_transfer' });
}
