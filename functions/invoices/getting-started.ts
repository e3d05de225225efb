import {
  gettingStartedShown,
  gettingStartedSteps,
  type GettingStartedFacts,
} from '../../shared/getting-started/getting-started-steps';
import type { RouteTable } from '../../shared/routes/route-table';
import type { GettingStarted } from '../../shared/schemas/getting-started-schemas';
import { gettingStartedDismissal, gettingStartedDismissed } from '../entities/getting-started-entity';
import { invoiceSettingsSaved } from '../entities/invoice-settings-entity';
import { auditActionRecorded } from '../entities/audit-entry-entity';
import { onlinePaymentOffered, readPaymentSettings } from '../entities/payment-settings-entity';
import { readSchoolCounters } from '../entities/school-counters-entity';
import { readSchoolProfile } from '../entities/school-profile-entity';
import { usersWithRoles } from '../entities/user-entity';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';

/**
 * The school's facts, each read by key or by one Query of at most one item (no list is loaded), always the
 * same reads, so the answer costs the same in any school. A lesson booked is a `lesson.create` or
 * `lesson.createSeries` audit entry (GSI3 by action): every booking writes one in its transaction, and
 * lessons have no school-wide index to ask instead (they are listed by month, teacher or student).
 */
async function readFacts(): Promise<GettingStartedFacts> {
  const [profile, payments, counters, teachers, invoiceSettings, lesson, series] = await Promise.all([
    readSchoolProfile(),
    readPaymentSettings(),
    readSchoolCounters(),
    usersWithRoles(['teacher'], 1),
    invoiceSettingsSaved(),
    auditActionRecorded('lesson.create'),
    auditActionRecorded('lesson.createSeries'),
  ]);
  const filled = (text: string | undefined) => Boolean(text?.trim());
  const bankDetails = Object.values(profile.paymentInstructions ?? {});
  return {
    profileHasContact: [profile.address, profile.contactEmail, profile.contactPhone].some(filled),
    bankDetailsSaved: bankDetails.some((bank) => filled(bank?.accountNumber) || filled(bank?.iban)),
    onlinePaymentOffered: onlinePaymentOffered(payments),
    subjects: counters.subjects,
    teachers: teachers.length,
    students: counters.students,
    lessonBooked: lesson || series,
    invoiceSettingsSaved: invoiceSettings,
  };
}

async function checklist(dismissed: boolean): Promise<GettingStarted> {
  const steps = gettingStartedSteps(await readFacts());
  return { steps, dismissed, shown: gettingStartedShown(steps, dismissed) };
}

export const getGettingStarted: RouteService<RouteTable['invoices.gettingStarted']> = async () => ({
  data: await checklist(await gettingStartedDismissed()),
});

/**
 * Stores the dismissal with its audit entry in one transaction; a second dismissal is refused by the
 * dismissal's condition, so it changes nothing and audits nothing, and answers the same.
 */
export const dismissGettingStarted: RouteService<RouteTable['invoices.dismissGettingStarted']> = async ({
  principal,
  requestId,
}) => {
  const transaction = namedWrites({
    dismissal: gettingStartedDismissal(principal.userId, new Date().toISOString()),
    audit: auditPut({
      principal,
      action: 'settings.gettingStartedDismiss',
      target: { type: 'settings', id: 'getting-started' },
      after: { dismissed: true },
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (!transaction.refusedBy(error).has('dismissal')) throw error;
  }
  return { data: await checklist(true), message: 'Getting-started checklist dismissed' };
};
