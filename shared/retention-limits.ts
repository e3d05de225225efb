/**
 * How long the school keeps what expires (issue 17, UK GDPR storage
 * limitation). Activity and notifications cannot be kept longer than their
 * write-time TTL (180 and 90 days), so a school may shorten them only; the
 * audit log and invoices have floors (a year; HMRC's six years after the
 * financial year an invoice belongs to).
 */
export const retentionLimits = {
  activityDays: { min: 7, max: 180, initial: 180 },
  notificationDays: { min: 7, max: 90, initial: 90 },
  auditDays: { min: 365, max: 3650, initial: 730 },
  invoiceYears: { min: 6, max: 20, initial: 6 },
} as const;

export interface RetentionSettings {
  activityDays: number;
  notificationDays: number;
  auditDays: number;
  invoiceYears: number;
}

export const initialRetentionSettings: RetentionSettings = {
  activityDays: retentionLimits.activityDays.initial,
  notificationDays: retentionLimits.notificationDays.initial,
  auditDays: retentionLimits.auditDays.initial,
  invoiceYears: retentionLimits.invoiceYears.initial,
};
