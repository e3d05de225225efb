import * as z from 'zod';
import { idPattern } from '../ids';
import { currencies } from '../invoices/money';
import { makeUpCreditStates } from '../lessons/make-up-credits';
import { cancelers } from '../lessons/lesson-cancellation';
import { pageQuerySchema } from './pagination-schemas';
import { lateCancellationCharges } from './lesson-policy-schemas';

/**
 * A family's cancellation, before and as it is made (docs/lesson-policy.md#cancellations).
 * `acceptLateCharge: false` says the family was shown a free cancellation: should the notice
 * period have passed meanwhile (and a charge now apply), the cancellation is refused (409)
 * rather than charged unseen. Absent, the cancellation goes ahead whatever it costs.
 */
export const familyCancelSchema = z
  .strictObject({
    acceptLateCharge: z.boolean({ error: 'acceptLateCharge must be true or false' }).optional(),
  })
  .optional();

/** What canceling now would cost: read by the family's confirmation before it cancels. */
export const familyCancelQuoteSchema = z.object({
  lessonId: z.string(),
  /** Less than the policy's notice before the start. */
  late: z.boolean(),
  noticeHours: z.number().int(),
  /** The last instant a cancellation is free. */
  freeUntil: z.iso.datetime(),
  /**
   * What the invoice will bill: nothing, a share of the lesson or the whole lesson. `amount` is at the
   * school's usual hourly rate in the currency of the lesson's time zone (UK: GBP, UAE: AED); the
   * invoice bills at its own rate.
   */
  charge: z.object({
    type: z.enum(lateCancellationCharges),
    percent: z.number().int(),
    amount: z.number(),
    currency: z.enum(currencies),
  }),
  /** Whether canceling gives the student a make-up credit (a free cancellation does). */
  makeUpCredit: z.boolean(),
});

export type FamilyCancelQuote = z.infer<typeof familyCancelQuoteSchema>;

export const studentIdParamsSchema = z.object({ id: z.string().regex(idPattern, 'Invalid student ID') });

export const makeUpCreditListQuerySchema = pageQuerySchema;

export const makeUpCreditSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  /** The canceled lesson that gave it. */
  lessonId: z.string(),
  lessonStart: z.iso.datetime(),
  subject: z.string(),
  subjectName: z.string(),
  canceledBy: z.enum(cancelers),
  givenAt: z.iso.datetime(),
  /** The last school day (Europe/London) it may be used on. */
  expiresOn: z.string(),
  state: z.enum(makeUpCreditStates),
  usedByLessonId: z.string().optional(),
  usedAt: z.iso.datetime().optional(),
});

export type MakeUpCredit = z.infer<typeof makeUpCreditSchema>;
