/**
 * The first day's checklist (issue 38): what a new school does before its first invoice, in order, each step
 * linking to the screen where it is done. Each step ticks itself from the school's own data
 * (`GET /dashboard/getting-started`, functions/invoices/getting-started.ts); none is ticked by hand.
 */
export const gettingStartedStepIds = [
  'schoolProfile',
  'payments',
  'curriculum',
  'teachers',
  'families',
  'lessons',
  'invoiceSettings',
] as const;

export type GettingStartedStepId = (typeof gettingStartedStepIds)[number];

/**
 * Where each step is done: the screens' current addresses (web/src/screens.ts; its test checks each resolves to
 * a screen, so a renamed screen cannot leave the checklist on an old address). The school profile, payments and
 * invoice settings are sections of Settings since issue 40 (docs/settings.md); families link to the spreadsheet
 * import (docs/import.md).
 */
export const gettingStartedHrefs: Record<GettingStartedStepId, string> = {
  schoolProfile: '/dashboard/settings?section=profile',
  payments: '/dashboard/settings?section=payments',
  curriculum: '/dashboard/subject-management',
  teachers: '/dashboard/teacher-management',
  families: '/dashboard/import',
  lessons: '/dashboard/lesson-booking',
  invoiceSettings: '/dashboard/settings?section=invoicing',
};

/** What the checklist is read from: each a fact of the school's data. */
export interface GettingStartedFacts {
  /** The profile holds a way to reach the school (address, email or phone) beyond the name set up with it. */
  profileHasContact: boolean;
  /** Bank details saved for a currency in the profile's payment instructions. */
  bankDetailsSaved: boolean;
  /** Stripe's keys saved with a method on: families are offered online payment. */
  onlinePaymentOffered: boolean;
  subjects: number;
  teachers: number;
  /** Students exist only with a family (each has a parent account). */
  students: number;
  /** At least one lesson is booked. */
  lessonBooked: boolean;
  /** The invoice settings were saved at least once. */
  invoiceSettingsSaved: boolean;
}

export interface GettingStartedStep {
  id: GettingStartedStepId;
  done: boolean;
  href: string;
}

export function gettingStartedSteps(facts: GettingStartedFacts): GettingStartedStep[] {
  const done: Record<GettingStartedStepId, boolean> = {
    schoolProfile: facts.profileHasContact,
    payments: facts.bankDetailsSaved || facts.onlinePaymentOffered,
    curriculum: facts.subjects > 0,
    teachers: facts.teachers > 0,
    families: facts.students > 0,
    lessons: facts.lessonBooked,
    invoiceSettings: facts.invoiceSettingsSaved,
  };
  return gettingStartedStepIds.map((id) => ({ id, done: done[id], href: gettingStartedHrefs[id] }));
}

/** The checklist shows until every step is done or the school dismisses it. */
export function gettingStartedShown(steps: readonly GettingStartedStep[], dismissed: boolean): boolean {
  return !dismissed && steps.some((step) => !step.done);
}
