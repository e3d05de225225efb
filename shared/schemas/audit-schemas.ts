import * as z from 'zod';
import { auditActions, auditTargetTypes } from '../audit/audit-actions';
import { calendarRangeMessage, isWithinCalendarRange } from '../calendar-range';
import { isRealCalendarDate } from '../invoices/invoice-period';
import { roleSchema } from './role-schema';
import { pageQuerySchema } from './pagination-schemas';
import { idSchema } from './value-schemas';

/** A record an entry is about: an id, or the name of a school-wide setting (`invoice-settings`). */
export const auditTargetIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'Record must be an id or a setting name');

const auditDateSchema = (label: string) =>
  z
    .string()
    .refine(isRealCalendarDate, `${label} must be a real date written YYYY-MM-DD`)
    .refine(isWithinCalendarRange, calendarRangeMessage);

/** `GET /audit-log`'s filters; dates are days in Europe/London, both included. */
export const auditLogQuerySchema = pageQuerySchema
  .extend({
    actorId: idSchema.optional(),
    action: z.enum(auditActions, { error: 'Unknown kind of change' }).optional(),
    targetId: auditTargetIdSchema.optional(),
    from: auditDateSchema('From').optional(),
    to: auditDateSchema('To').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must not be after To',
    path: ['to'],
  });

/** Changed fields only; values are whatever the record held (ids, names, amounts), never secrets. */
const fieldValuesSchema = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorRole: roleSchema,
  /** The actor's name as the account is now (looked up by id); absent once the account is gone. */
  actorName: z.string().optional(),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  before: fieldValuesSchema.optional(),
  after: fieldValuesSchema.optional(),
  /**
   * The names, as they are now, of the records the entry mentions (its record, people, students,
   * invoices by number, lessons, subjects), by id; a record gone since has none (issue 40).
   */
  names: z.record(z.string(), z.string()).optional(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
