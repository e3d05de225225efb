import {
  customPeriod,
  isRealCalendarDate,
  maxPeriodDays,
  monthNames,
  periodLengthDays,
  schoolToday,
} from '../../../../../shared/invoices/invoice-period';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import type { InvoiceGenerateRequest } from '../../../../../shared/schemas/invoice-schemas';
import { ApiError, messageOf } from '../../../api/api-error';

/** A specific month, or a custom date range (the API's 'month' and 'custom'). */
export const dateRangeTypes = [
  { value: 'month', label: 'Specific Month' },
  { value: 'custom', label: 'Custom Date Range' },
] as const;
export type DateRangeType = (typeof dateRangeTypes)[number]['value'];

/** The Generate Invoice form as its inputs hold it (selects and date inputs give strings). */
export interface GenerateInvoiceForm {
  studentId: string;
  dateRangeType: DateRangeType | '';
  month: string;
  year: string;
  startDate: string;
  endDate: string;
  currency: Currency | '';
}

export type GenerateInvoiceErrors = Partial<Record<keyof GenerateInvoiceForm, string>>;

export const generateInvoiceMessages = {
  studentRequired: 'Please select a student',
  dateRangeTypeRequired: 'Please select a date range type',
  monthRequired: 'Please select a month',
  yearRequired: 'Please select a year',
  startDateRequired: 'Please select a start date',
  endDateRequired: 'Please select an end date',
  endBeforeStart: 'End date must be on or after the start date',
  rangeTooLong: 'A custom date range can cover at most one year',
  currencyRequired: 'Please select a currency',
  generated: 'Invoice generated successfully!',
  failed: 'Failed to generate invoice',
  duplicateAdvice: 'Please check the invoice list below or try a different month/year/currency combination.',
} as const;

/** A month and year default to the current ones (on the school's clock). */
export function emptyGenerateForm(now: Date = new Date()): GenerateInvoiceForm {
  const today = schoolToday(now);
  return {
    studentId: '',
    dateRangeType: 'month',
    month: String(Number(today.slice(5, 7))),
    year: today.slice(0, 4),
    startDate: '',
    endDate: '',
    currency: '',
  };
}

function isMonth(value: string): boolean {
  const month = Number(value);
  return value !== '' && Number.isInteger(month) && month >= 1 && month <= 12;
}

function isYear(value: string): boolean {
  const year = Number(value);
  return value !== '' && Number.isInteger(year) && year >= 2000 && year <= 2100;
}

/** Student, date range type, month and year or start and end dates, and currency are all required. */
export function validateGenerateForm(values: GenerateInvoiceForm): GenerateInvoiceErrors {
  const errors: GenerateInvoiceErrors = {};
  const m = generateInvoiceMessages;
  if (!values.studentId) errors.studentId = m.studentRequired;
  if (values.dateRangeType === 'month') {
    if (!isMonth(values.month)) errors.month = m.monthRequired;
    if (!isYear(values.year)) errors.year = m.yearRequired;
  } else if (values.dateRangeType === 'custom') {
    const startOk = isRealCalendarDate(values.startDate);
    const endOk = isRealCalendarDate(values.endDate);
    if (!startOk) errors.startDate = m.startDateRequired;
    if (!endOk) errors.endDate = m.endDateRequired;
    if (startOk && endOk) {
      const days = periodLengthDays(values.startDate, values.endDate);
      if (days < 1) errors.endDate = m.endBeforeStart;
      else if (days > maxPeriodDays) errors.endDate = m.rangeTooLong;
    }
  } else {
    errors.dateRangeType = m.dateRangeTypeRequired;
  }
  if (!currencies.includes(values.currency as Currency)) errors.currency = m.currencyRequired;
  return errors;
}

/** The month, year and currency an invoice from this form is filed under (one invoice per student and each). */
export interface GenerateSlot {
  studentId: string;
  month: number;
  year: number;
  currency: Currency;
}

/**
 * The slot of a valid form: the chosen month, or for a custom range the
 * month it starts in (the server files it there, `customPeriod`).
 */
export function generateSlot(values: GenerateInvoiceForm): GenerateSlot {
  const { month, year } =
    values.dateRangeType === 'custom'
      ? customPeriod(values.startDate, values.endDate)
      : { month: Number(values.month), year: Number(values.year) };
  return { studentId: values.studentId, month, year, currency: values.currency as Currency };
}

/** POST /invoices/generate's body for a valid form: only the fields its date range type uses. */
export function generateRequest(values: GenerateInvoiceForm): InvoiceGenerateRequest {
  const currency = values.currency as Currency;
  if (values.dateRangeType === 'custom') {
    return {
      studentId: values.studentId,
      dateRangeType: 'custom',
      startDate: values.startDate,
      endDate: values.endDate,
      currency,
    };
  }
  return {
    studentId: values.studentId,
    dateRangeType: 'month',
    month: Number(values.month),
    year: Number(values.year),
    currency,
  };
}

/** 'Invoice already exists for March 2026 in GBP. Please check the invoice list below or …'. */
export function duplicateInvoiceMessage(slot: Pick<GenerateSlot, 'month' | 'year' | 'currency'>): string {
  return `Invoice already exists for ${monthNames[slot.month - 1]} ${slot.year} in ${slot.currency}. ${generateInvoiceMessages.duplicateAdvice}`;
}

/** The check before submitting found this invoice in the same slot. */
export class DuplicateInvoiceError extends Error {
  override readonly name = 'DuplicateInvoiceError';

  constructor(
    readonly slot: GenerateSlot,
    readonly existing: { _id: string; invoiceNumber: string },
  ) {
    super(duplicateInvoiceMessage(slot));
  }
}

export interface GenerateFailure {
  message: string;
  /** The invoice exists already: the list is refreshed so it shows. */
  duplicate: boolean;
  /** The existing invoice, when the check before submitting found it. */
  existing?: { _id: string; invoiceNumber: string };
}

/**
 * The server's message or 'Failed to generate invoice'; a message
 * containing 'Invoice already exists' (the server's 409 after a race) gets the
 * advice text, once.
 */
export function generateFailure(error: unknown): GenerateFailure {
  if (error instanceof DuplicateInvoiceError) {
    return { message: error.message, duplicate: true, existing: error.existing };
  }
  const message = messageOf(error, generateInvoiceMessages.failed);
  const duplicate =
    message.includes('Invoice already exists') || (error instanceof ApiError && error.status === 409);
  if (!duplicate || message.includes(generateInvoiceMessages.duplicateAdvice)) return { message, duplicate };
  return {
    message: `${message.replace(/[.\s]*$/, '.')} ${generateInvoiceMessages.duplicateAdvice}`,
    duplicate,
  };
}
