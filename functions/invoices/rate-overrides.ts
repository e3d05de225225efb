import {
  duplicateRateProblem,
  type RateOverride,
  type RateOverrides,
  type RateScope,
} from '../../shared/invoices/lesson-rates';
import { toMajorUnits, toMinorUnits } from '../../shared/invoices/money';
import type { RateOverridesInput } from '../../shared/schemas/invoice-schemas';
import { findSubjectNames } from '../entities/curriculum-entity';
import { getStudentsByIds } from '../entities/student-entity';
import { findUsersById } from '../entities/user-entity';
import { badRequest } from '../platform/http-errors';

/** Rates per subject, teacher and student as the settings answer them (major units). */
export function ratesAnswer(rates: RateOverrides): RateOverridesInput {
  const answer = (list: RateOverride[]) =>
    list.map(({ id, currency, hourlyRateMinor }) => ({
      id,
      currency,
      hourlyRate: toMajorUnits(hourlyRateMinor),
    }));
  return {
    subjects: answer(rates.subjects),
    teachers: answer(rates.teachers),
    students: answer(rates.students),
  };
}

const idsOf = (list: readonly { id: string }[]) => [...new Set(list.map((entry) => entry.id))];

/** The ids among `wanted` that are not in `found`. */
const missing = (wanted: readonly string[], found: (id: string) => boolean) =>
  wanted.filter((id) => !found(id));

/**
 * The overrides as stored, once each names a subject, teacher (an account of role
 * teacher) and student that exists, and no id has two rates in one currency;
 * otherwise 400 naming the field and nothing is saved. One BatchGetItem per
 * non-empty list (per 100 ids).
 */
export async function checkedRateOverrides(rates: RateOverridesInput): Promise<RateOverrides> {
  const stored: RateOverrides = {
    subjects: rates.subjects.map(storedOverride),
    teachers: rates.teachers.map(storedOverride),
    students: rates.students.map(storedOverride),
  };
  const duplicate = duplicateRateProblem(stored);
  if (duplicate) throw badRequest(duplicate, { rates: duplicate });

  const [subjectIds, teacherIds, studentIds] = [
    idsOf(stored.subjects),
    idsOf(stored.teachers),
    idsOf(stored.students),
  ];
  const [subjects, teachers, students] = await Promise.all([
    subjectIds.length ? findSubjectNames(subjectIds) : new Map<string, string>(),
    teacherIds.length ? findUsersById(teacherIds) : new Map(),
    studentIds.length ? getStudentsByIds(studentIds) : [],
  ]);
  const studentFound = new Set(students.map((student) => student.id));
  const unknown: Record<RateScope, string[]> = {
    subjects: missing(subjectIds, (id) => subjects.has(id)),
    teachers: missing(teacherIds, (id) => teachers.get(id)?.role === 'teacher'),
    students: missing(studentIds, (id) => studentFound.has(id)),
  };
  const nouns: Record<RateScope, string> = { subjects: 'subject', teachers: 'teacher', students: 'student' };
  for (const scope of ['subjects', 'teachers', 'students'] as const) {
    const [first] = unknown[scope];
    if (first) {
      const message = `No ${nouns[scope]} has the id ${first}: remove its rate`;
      throw badRequest(message, { [`rates.${scope}`]: message });
    }
  }
  return stored;
}

function storedOverride(entry: RateOverridesInput['subjects'][number]): RateOverride {
  return { id: entry.id, currency: entry.currency, hourlyRateMinor: toMinorUnits(entry.hourlyRate) };
}
