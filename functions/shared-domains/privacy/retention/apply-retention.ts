import { activityKeyPages, type ActivityAudience } from '../../../entities/activity-entity';
import { findInvoices, invoicesIssuedBetween, periodRelease } from '../../../entities/invoice-entity';
import { markNotificationsRead, notificationReferencePages } from '../../../entities/notification-entity';
import { readRetentionSettings } from '../../../entities/retention-settings-entity';
import { deleteStoredInvoicePdf } from '../../../entities/stored-invoice-pdf';
import { UserEntity, usersQuery } from '../../../entities/user-entity';
import { saveInvoiceChange } from '../../billing/invoice-change';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import { queryEntityPages } from '../../../platform/table/entity-query';
import { deleteAuditEntriesBefore } from './audit-retention';
import { invoiceRetentionCutoff } from './invoice-retention-cutoff';

export interface RetentionResult {
  activityDeleted: number;
  notificationsDeleted: number;
  invoicesDeleted: number;
}

const dayMs = 24 * 60 * 60 * 1000;

async function deleteActivityBefore(audience: ActivityAudience, beforeIso: string): Promise<number> {
  let deleted = 0;
  for await (const keys of activityKeyPages(audience, { before: beforeIso })) {
    await batchDeleteKeys(keys);
    deleted += keys.length;
  }
  return deleted;
}

/** Also drops their ids from the unread set, so the bell's count stays the set's size. */
async function deleteNotificationsBefore(userId: string, beforeIso: string): Promise<number> {
  let deleted = 0;
  for await (const page of notificationReferencePages(userId, { before: beforeIso })) {
    if (page.length === 0) continue;
    await batchDeleteKeys(page.map(({ key }) => key));
    await markNotificationsRead(
      userId,
      page.map(({ id }) => id),
    );
    deleted += page.length;
  }
  return deleted;
}

/** Invoices issued before the cutoff go with their list rows, stats cells, period marker and stored PDF. */
async function deleteInvoicesIssuedBefore(cutoff: Date): Promise<number> {
  let deleted = 0;
  for await (const page of invoicesIssuedBetween('0', cutoff.toISOString())) {
    const invoices = await findInvoices(page.map((row) => row.invoiceId));
    for (const invoice of invoices) {
      // No one's change: the school's own retention rule (its settings change is audited).
      await saveInvoiceChange({ before: invoice, with: [periodRelease(invoice, invoice.id)], audit: null });
      await deleteStoredInvoicePdf(invoice.id);
      deleted++;
    }
  }
  return deleted;
}

/**
 * The daily retention run (functions/jobs/retention.ts): deletes what is
 * older than the school's settings, each kind by a Query on its time, never
 * a Scan: the staff's activity list, then every account's activity and bell
 * (accounts by the users index, a page at a time), audit entries, and
 * invoices past their years. Every step is idempotent, so a failed run is
 * finished by the next.
 */
export async function applyRetention(now = new Date()): Promise<RetentionResult> {
  const settings = await readRetentionSettings();
  const activityBefore = new Date(now.getTime() - settings.activityDays * dayMs).toISOString();
  const notificationsBefore = new Date(now.getTime() - settings.notificationDays * dayMs).toISOString();
  const result: RetentionResult = { activityDeleted: 0, notificationsDeleted: 0, invoicesDeleted: 0 };
  result.activityDeleted += await deleteActivityBefore({ kind: 'all' }, activityBefore);
  for await (const page of queryEntityPages(UserEntity, usersQuery(undefined))) {
    for (const { id: userId } of page) {
      result.activityDeleted += await deleteActivityBefore({ kind: 'user', userId }, activityBefore);
      result.notificationsDeleted += await deleteNotificationsBefore(userId, notificationsBefore);
    }
  }
  await deleteAuditEntriesBefore(new Date(now.getTime() - settings.auditDays * dayMs));
  result.invoicesDeleted = await deleteInvoicesIssuedBefore(
    invoiceRetentionCutoff(now, settings.invoiceYears),
  );
  return result;
}
