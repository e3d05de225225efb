import * as z from 'zod';
import { calendarRangeMessage, earliestYear, isWithinCalendarRange, latestYear } from '../calendar-range';
import {
  invoicePageSize,
  maxInvoiceNotesLength,
  maxInvoicePage,
  maxInvoicePageSize,
  maxLessonsPerInvoice,
} from '../invoices/invoice-limits';
import { isRealCalendarDate, maxPeriodDays, periodLengthDays } from '../invoices/invoice-period';
import { invoiceStatuses, requestableStatuses } from '../invoices/invoice-statuses';
import { currencies } from '../invoices/money';
import { maxRateOverrides, rateSources } from '../invoices/lesson-rates';
import { overdueRemindersSchema } from '../invoices/overdue-reminders';
import { maxVoidReasonLength } from '../invoices/invoice-void';
import {
  discountValueProblem,
  lineKinds,
  maxLineDescriptionLength,
  maxSavedItems,
  quantityProblem,
  unitPriceProblem,
} from '../invoices/line-amounts';
import {
  currencySchema,
  idSchema,
  invoiceStatusSchema,
  lessonStatusSchema,
  lessonTimezoneSchema,
  rateSchema,
} from './value-schemas';
import { plainText } from './plain-text-schema';
import { paymentSchema } from './payment-schemas';

const calendarDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isRealCalendarDate, `${label} must be a real date written YYYY-MM-DD`)
    .refine(isWithinCalendarRange, calendarRangeMessage);

export const monthSchema = z.coerce
  .number({ error: 'Month must be a number from 1 to 12' })
  .int('Month must be a number from 1 to 12')
  .min(1, 'Month must be a number from 1 to 12')
  .max(12, 'Month must be a number from 1 to 12');

export const yearSchema = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(earliestYear, `Year must be ${earliestYear} or later`)
  .max(latestYear, `Year must be ${latestYear} or earlier`);

/** The amount fields of an invoice, in major units (45.5 = £45.50). */
const money = z.number();

/**
 * One line of an invoice. `kind` says what it bills: a lesson, a custom line
 * (description × quantity × unit price) or a discount (docs/invoice-lines.md).
 * The lesson fields are kept for clients that read only lessons: on a custom
 * line or a discount they are empty ('' and 0), and `subject` repeats the description.
 */
export const invoiceItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(lineKinds),
  lessonId: z.string(),
  /** The lesson's own date and time in its time zone, as billed ('' on a line that bills no lesson). */
  lessonDate: z.string(),
  lessonTime: z.string(),
  timezone: z.union([lessonTimezoneSchema, z.literal('')]),
  subject: z.string(),
  teacherName: z.string(),
  duration: z.number(),
  /** The lesson's hourly rate (0 on a line that bills no lesson). */
  rate: money,
  /** Same as `rate`: the hourly rate now applied to this line (kept for clients that read it). */
  currentRate: money,
  amount: money,
  /** Every kind: what the line says (a lesson's subject), how many (a lesson's hours), at what price (a discount: its amount). */
  description: z.string(),
  quantity: z.number(),
  unitPrice: money,
  /** False when the invoice's tax rate does not apply to the line. */
  taxable: z.boolean(),
  /** Lesson lines only: which rate generation billed (docs/invoice-lines.md#rates); absent when set by hand on the invoice, or billed before rates had sources. */
  rateSource: z.enum(rateSources).optional(),
  /** Discounts only: as asked for, an amount in major units or a percentage of the lines above it. */
  discount: z.object({ type: z.enum(['amount', 'percent']), value: z.number() }).optional(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

const invoiceFields = {
  _id: z.string(),
  invoiceNumber: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), grade: z.string() }),
  parent: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  status: invoiceStatusSchema,
  currency: currencySchema,
  month: z.number(),
  year: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  dueDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().optional(),
  paidAt: z.string().optional(),
  lessonCount: z.number(),
  subtotal: money,
  taxRate: z.number(),
  tax: money,
  total: money,
  notes: z.string(),
  /** What the family has paid so far and what is left, in the same major units as `total`. */
  amountPaid: money,
  balanceDue: money,
  /** Set once the invoice is void: when, and the reason the family reads. */
  voidedAt: z.string().optional(),
  voidReason: z.string().optional(),
  /** What credit notes took off the invoice (`balanceDue` is net of it); only on an invoice with credit notes. */
  amountCredited: money.optional(),
};

/** One row of an invoice list: everything but the lesson lines. */
export const invoiceSummarySchema = z.object(invoiceFields);
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = z.object({
  ...invoiceFields,
  items: z.array(invoiceItemSchema),
  /** The payments recorded against it, oldest first. */
  payments: z.array(paymentSchema),
  /** The credit notes issued on it, oldest first; only on an invoice with credit notes. */
  creditNotes: z
    .array(
      z.object({
        _id: z.string(),
        number: z.string(),
        total: money,
        issuedAt: z.string(),
        /** The invoice lines it credited (a credit of lines). */
        itemIds: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.object({ id: idSchema.describe('Invoice id') });
export const invoiceItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

const filterFields = {
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(maxInvoicePage, `page must be at most ${maxInvoicePage}`)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(maxInvoicePageSize, `limit must be at most ${maxInvoicePageSize}`)
    .default(invoicePageSize),
  status: z
    .enum(invoiceStatuses, { error: `Status must be one of ${invoiceStatuses.join(', ')}` })
    .optional(),
  month: monthSchema.optional(),
  year: yearSchema.optional(),
  currency: z.enum(currencies, { error: 'Currency must be GBP or AED' }).optional(),
  /** The web app's cache-buster (docs/architecture.md#calls); ignored. */
  _t: z.string().max(40).optional(),
};

export const familyInvoiceListQuerySchema = z.object(filterFields);
export const invoiceListQuerySchema = z.object({ ...filterFields, studentId: idSchema.optional() });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoicePaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
  total: z.number(),
});

export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  pagination: invoicePaginationSchema,
  total: z.number(),
});

const generateRequired = 'Please select a student, a period and a currency';

/** The period to bill, in single and bulk generation: a month, or a custom range of dates (checkInvoicePeriod). */
export const invoicePeriodFields = {
  dateRangeType: z
    .enum(['month', 'custom'], { error: 'Date range type must be month or custom' })
    .default('month'),
  month: monthSchema.optional(),
  year: yearSchema.optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
};

/** A month needs month and year; a custom range real dates in order, at most a year (single and bulk generation). */
export function checkInvoicePeriod(
  body: {
    dateRangeType: 'month' | 'custom';
    month?: number;
    year?: number;
    startDate?: string;
    endDate?: string;
  },
  context: z.RefinementCtx,
): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (body.dateRangeType === 'month') {
    if (body.month === undefined) issue('month', 'Please select a month');
    if (body.year === undefined) issue('year', 'Please select a year');
    return;
  }
  if (!body.startDate || !isRealCalendarDate(body.startDate))
    return issue('startDate', 'Please select a start date (YYYY-MM-DD)');
  if (!body.endDate || !isRealCalendarDate(body.endDate))
    return issue('endDate', 'Please select an end date (YYYY-MM-DD)');
  if (!isWithinCalendarRange(body.startDate)) return issue('startDate', calendarRangeMessage);
  if (!isWithinCalendarRange(body.endDate)) return issue('endDate', calendarRangeMessage);
  const days = periodLengthDays(body.startDate, body.endDate);
  if (days < 1) issue('endDate', 'End date must be on or after the start date');
  else if (days > maxPeriodDays) issue('endDate', 'A custom date range can cover at most one year');
}

export const invoiceGenerateSchema = z
  .strictObject({
    studentId: z
      .string({ error: 'Please select a student' })
      .min(1, 'Please select a student')
      .pipe(idSchema),
    ...invoicePeriodFields,
    currency: z.enum(currencies, { error: generateRequired }),
  })
  .superRefine(checkInvoicePeriod);
export type InvoiceGenerateRequest = z.infer<typeof invoiceGenerateSchema>;

const notesSchema = plainText(
  z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(maxInvoiceNotesLength, `Notes must be at most ${maxInvoiceNotesLength} characters`),
  'Notes',
  { multiline: true },
);

/**
 * The body of PUT /invoices/{id}: {items, notes, dueDate}. `items` lists the lines to keep with
 * their rates; anything else an item carries (amounts, dates) is computed by
 * the server and ignored. Amounts, numbers and status are not fields here.
 */
export const invoiceUpdateSchema = z.strictObject({
  items: z
    .array(z.object({ _id: idSchema, rate: rateSchema }), { error: 'Items must be a list' })
    .max(maxLessonsPerInvoice, `An invoice holds at most ${maxLessonsPerInvoice} lessons`)
    .optional(),
  notes: notesSchema.optional(),
  dueDate: z
    .union([z.literal(''), calendarDateSchema('Due date')], {
      error: 'Due date must be a real date written YYYY-MM-DD',
    })
    .optional(),
});
export type InvoiceUpdateRequest = z.infer<typeof invoiceUpdateSchema>;

export const invoiceStatusChangeSchema = z.strictObject({
  status: z.enum(requestableStatuses, { error: 'Status must be draft, sent or paid' }),
});

/** POST /invoices/{id}/void: why the issued invoice no longer stands (the family reads it). */
export const invoiceVoidSchema = z.strictObject({
  reason: plainText(
    z
      .string({ error: 'A reason is required' })
      .trim()
      .min(1, 'A reason is required')
      .max(maxVoidReasonLength, `Reason must be at most ${maxVoidReasonLength} characters`),
    'Reason',
    { multiline: true },
  ),
});
export type InvoiceVoidRequest = z.infer<typeof invoiceVoidSchema>;

export const invoiceRateSchema = z.strictObject({ rate: rateSchema });

const lineDescription = plainText(
  z
    .string({ error: 'A description is required' })
    .trim()
    .min(1, 'A description is required')
    .max(maxLineDescriptionLength, `Description must be at most ${maxLineDescriptionLength} characters`),
  'Description',
);

const checked = (label: string, problem: (value: number) => string | undefined) =>
  z.number({ error: `${label} must be a number` }).superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

const discountSchema = z
  .strictObject({
    type: z.enum(['amount', 'percent'], { error: 'Discount type must be amount or percent' }),
    value: z.number({ error: 'Discount must be a number' }),
  })
  .superRefine((discount, context) => {
    const message = discountValueProblem(discount.type, discount.value);
    if (message) context.addIssue({ code: 'custom', path: ['value'], message });
  });

/** The Add Lesson picker's form: a lesson's body of POST /invoices/{id}/items. */
export const invoiceAddLessonSchema = z.strictObject({
  lessonId: z
    .string({ error: 'Please select a lesson to add' })
    .min(1, 'Please select a lesson to add')
    .pipe(idSchema),
});

const customFields = ['quantity', 'unitPrice', 'taxable'] as const;

/**
 * POST /invoices/{id}/items, one of three bodies told apart by their fields
 * (docs/invoice-lines.md): a lesson `{lessonId}` (today's shape, unchanged), a
 * custom line `{description, quantity, unitPrice, taxable}` or a discount
 * `{description, discount: {type, value}}`. A body that mixes them is refused.
 */
export const invoiceAddItemSchema = z
  .strictObject({
    lessonId: z
      .string({ error: 'Please select a lesson to add' })
      .min(1, 'Please select a lesson to add')
      .pipe(idSchema)
      .optional(),
    description: lineDescription.optional(),
    quantity: checked('Quantity', quantityProblem).optional(),
    unitPrice: checked('Unit price', unitPriceProblem).optional(),
    taxable: z.boolean({ error: 'Taxable must be true or false' }).optional(),
    discount: discountSchema.optional(),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const given = (Object.keys(body) as (keyof typeof body)[]).filter((key) => body[key] !== undefined);
    if (body.lessonId !== undefined || given.length === 0) {
      if (body.lessonId === undefined) issue('lessonId', 'Please select a lesson to add');
      const extra = given.filter((key) => key !== 'lessonId');
      if (extra.length > 0) issue(extra[0]!, 'A lesson line takes only lessonId');
      return;
    }
    if (body.description === undefined) issue('description', 'A description is required');
    if (body.discount !== undefined) {
      const extra = customFields.filter((key) => body[key] !== undefined);
      if (extra.length > 0) issue(extra[0]!, 'A discount takes only a description and a discount');
      return;
    }
    for (const key of customFields)
      if (body[key] === undefined)
        issue(
          key,
          key === 'taxable'
            ? 'Taxable must be true or false'
            : `${key === 'quantity' ? 'Quantity' : 'Unit price'} is required`,
        );
  })
  .transform((body): AddItemRequest => {
    if (body.lessonId !== undefined) return { kind: 'lesson', lessonId: body.lessonId };
    if (body.discount !== undefined)
      return { kind: 'discount', description: body.description!, discount: body.discount };
    return {
      kind: 'custom',
      description: body.description!,
      quantity: body.quantity!,
      unitPrice: body.unitPrice!,
      taxable: body.taxable!,
    };
  });

/** What POST /invoices/{id}/items asks for, once checked. */
export type AddItemRequest =
  | { kind: 'lesson'; lessonId: string }
  | { kind: 'custom'; description: string; quantity: number; unitPrice: number; taxable: boolean }
  | { kind: 'discount'; description: string; discount: { type: 'amount' | 'percent'; value: number } };
export type InvoiceAddItemRequest = z.infer<typeof invoiceAddItemSchema>;

/** A lesson that could be added to an invoice: in its period, not canceled, on no invoice. */
export const availableLessonSchema = z.object({
  _id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: lessonTimezoneSchema,
  lessonDate: z.string(),
  lessonTime: z.string(),
  subject: z.string(),
  teacherName: z.string(),
  duration: z.number(),
  status: lessonStatusSchema,
});
export type AvailableLesson = z.infer<typeof availableLessonSchema>;

const perCurrency = z.object({ GBP: z.number(), AED: z.number() });

/**
 * The stats overview. Amounts are per currency: pounds and dirhams are
 * never added together as if they were one currency.
 */
export const invoiceStatsSchema = z.object({
  year: z.number(),
  overview: z.object({
    totalInvoices: z.number(),
    draftInvoices: z.number(),
    paidInvoices: z.number(),
    pendingInvoices: z.number(),
    overdueInvoices: z.number(),
    totalRevenue: perCurrency,
    pendingAmount: perCurrency,
    /** Paid invoices as a percentage of issued (sent, overdue, paid) ones, one decimal. */
    paymentRate: z.number(),
  }),
  monthlyData: z.array(
    z.object({ month: z.number(), monthName: z.string(), invoices: z.number(), revenue: perCurrency }),
  ),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;

export const invoiceStatsQuerySchema = z.object({ year: yearSchema.optional() });

const taxRateSchema = z
  .number({ error: 'Tax rate must be a number' })
  .min(0, 'Tax rate must be between 0 and 100')
  .max(100, 'Tax rate must be between 0 and 100');

/** A code as Xero shows it (an account code like 200, a tax type like OUTPUT2): letters, digits, '-', '_' or '.'. */
const xeroCode = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(50, `${name} must be at most 50 characters`)
    .regex(/^[A-Za-z0-9._-]+$/, `${name} may hold only letters, digits, '-', '_' and '.'`);

/** How the accountant's Xero file codes sales (shared/exports/xero-rows.ts, docs/exports.md "Xero"). */
export const xeroSettingsSchema = z.strictObject({
  salesAccountCode: xeroCode('Sales account code'),
  taxTypes: z.strictObject({ GBP: xeroCode('GBP tax type'), AED: xeroCode('AED tax type') }),
  untaxedTaxType: xeroCode('Tax type without tax'),
});
/** One of the school's usual items (registration fee, materials, exam entry): Add line offers those of the invoice's currency. */
export const savedItemSchema = z.strictObject({
  /** Given by the server to a new item (sent without one); kept as sent for an item already saved. */
  id: idSchema.optional(),
  description: lineDescription,
  unitPrice: checked('Unit price', unitPriceProblem),
  currency: z.enum(currencies, { error: 'Currency must be GBP or AED' }),
  taxable: z.boolean({ error: 'Taxable must be true or false' }),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

/**
 * A discount generation gives a family's second and later children
 * (docs/invoice-lines.md says which child is which), or null for none.
 */
export const siblingDiscountSchema = z
  .strictObject({
    percent: z.number({ error: 'Sibling discount must be a number' }).superRefine((value, context) => {
      const message = discountValueProblem('percent', value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
    appliesTo: z.literal('second-and-later', { error: "appliesTo must be 'second-and-later'" }),
  })
  .nullable();

/** One rate override: a subject's, teacher's or student's id, a currency and an hourly rate in major units. */
export const rateOverrideSchema = z.strictObject({
  id: idSchema,
  currency: z.enum(currencies, { error: 'Currency must be GBP or AED' }),
  hourlyRate: rateSchema,
});
export type RateOverrideInput = z.infer<typeof rateOverrideSchema>;

const rateOverrideList = (noun: string) =>
  z
    .array(rateOverrideSchema, { error: `${noun} rates must be a list` })
    .max(maxRateOverrides, `At most ${maxRateOverrides} ${noun.toLowerCase()} rates`);

/**
 * Hourly rates overriding the default per subject, teacher and student
 * (docs/invoice-lines.md#rates: the student's wins, then the teacher's, then the subject's).
 */
export const rateOverridesSchema = z.strictObject({
  subjects: rateOverrideList('Subject'),
  teachers: rateOverrideList('Teacher'),
  students: rateOverrideList('Student'),
});
export type RateOverridesInput = z.infer<typeof rateOverridesSchema>;

/** What super_admin sets on the management page; rates are hourly, in major units. */
export const invoiceSettingsSchema = z.strictObject(
  {
    defaultRates: z.strictObject({ GBP: rateSchema, AED: rateSchema }),
    taxRates: z.strictObject({ GBP: taxRateSchema, AED: taxRateSchema }),
    /** Overdue emails to families; left out of a change, they stay as they were. */
    overdueReminders: overdueRemindersSchema.optional(),
    /** The Xero export's codes; left out of a change, they stay as they were (answers always carry them). */
    xero: xeroSettingsSchema.optional(),
    /** The school's usual items; left out of a change (older clients), the list stays as it was. */
    savedItems: z
      .array(savedItemSchema, { error: 'Saved items must be a list' })
      .max(maxSavedItems, `At most ${maxSavedItems} saved items`)
      .optional(),
    /** Left out of a change, it stays as it was; null turns it off. */
    siblingDiscount: siblingDiscountSchema.optional(),
    /** Rates per subject, teacher and student; left out of a change, they stay as they were (answers always carry them). */
    rates: rateOverridesSchema.optional(),
  },
  {
    // The school's name moved to the school profile: a client still sending it here is told where it went.
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.includes('schoolName')
          ? 'The school name is set in the School Profile (PUT /school-profile), not in the invoice settings'
          : `Unknown field: ${issue.keys.join(', ')}`
        : undefined,
  },
);
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
