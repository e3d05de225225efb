import type { Currency } from './money';

/**
 * Which hourly rate bills a lesson (docs/invoice-lines.md#rates). The school's
 * default rate per currency can be overridden per subject, per teacher and per
 * student; the most specific one that exists for the invoice's currency wins:
 *
 *   student  >  teacher  >  subject  >  default
 *
 * A student's rate is an agreement with one family (a bursary, an older price),
 * so nothing overrides it; a teacher's rate prices who teaches (a senior tutor
 * costs more whatever the subject), so it beats the subject's.
 */
export const rateSources = ['default', 'subject', 'student', 'teacher'] as const;
export type RateSource = (typeof rateSources)[number];

/** The scopes an override is kept under, in the order they are tried. */
export const rateScopes = ['students', 'teachers', 'subjects'] as const;
export type RateScope = (typeof rateScopes)[number];

const sourceOfScope: Record<RateScope, RateSource> = {
  students: 'student',
  teachers: 'teacher',
  subjects: 'subject',
};

/** One override: the id of the subject, teacher or student, a currency and an hourly rate in minor units. */
export interface RateOverride {
  id: string;
  currency: Currency;
  hourlyRateMinor: number;
}

export type RateOverrides = Record<RateScope, RateOverride[]>;

export const noRateOverrides: RateOverrides = { subjects: [], students: [], teachers: [] };

/** At most this many overrides in each scope: they are kept in the one settings item. */
export const maxRateOverrides = 300;

/** What decides a lesson's rate: its student, its teacher and its subject id (none for a free-text subject). */
export interface RatedLesson {
  studentId: string;
  teacherId: string;
  subjectId?: string;
}

export interface LessonRate {
  rateMinor: number;
  rateSource: RateSource;
}

const idOf: Record<RateScope, (lesson: RatedLesson) => string | undefined> = {
  students: (lesson) => lesson.studentId,
  teachers: (lesson) => lesson.teacherId,
  subjects: (lesson) => lesson.subjectId,
};

/** The most specific rate for a lesson billed in a currency, and where it came from. */
export function lessonRate(
  lesson: RatedLesson,
  currency: Currency,
  defaultRateMinor: number,
  overrides: RateOverrides,
): LessonRate {
  for (const scope of rateScopes) {
    const id = idOf[scope](lesson);
    if (!id) continue;
    const found = overrides[scope].find((entry) => entry.id === id && entry.currency === currency);
    if (found) return { rateMinor: found.hourlyRateMinor, rateSource: sourceOfScope[scope] };
  }
  return { rateMinor: defaultRateMinor, rateSource: 'default' };
}

const scopeNoun: Record<RateScope, string> = {
  students: 'student',
  teachers: 'teacher',
  subjects: 'subject',
};

/** A message naming the first id given two rates in one currency within a scope; undefined when none is. */
export function duplicateRateProblem(overrides: RateOverrides): string | undefined {
  for (const scope of rateScopes) {
    const seen = new Set<string>();
    for (const entry of overrides[scope]) {
      const key = `${entry.id}/${entry.currency}`;
      if (seen.has(key))
        return `The ${scopeNoun[scope]} ${entry.id} has two ${entry.currency} rates: keep one`;
      seen.add(key);
    }
  }
  return undefined;
}

/** How a line names its rate's source, briefly (the invoice page and PDF). */
export const rateSourceLabels: Record<RateSource, string> = {
  default: 'default rate',
  subject: 'subject rate',
  student: 'student rate',
  teacher: 'teacher rate',
};
