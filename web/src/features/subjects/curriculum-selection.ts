import type { SubjectDetail, SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';

/**
 * The subject screen's selection: which subject and unit are open. Pure rules, so
 * the screen only stores ids and the tests cover every transition.
 */
export interface CurriculumSelection {
  subjectId: string | null;
  unitId: string | null;
}

export const noSelection: CurriculumSelection = { subjectId: null, unitId: null };

/** Selecting a (different) subject clears the selected unit. */
export function selectSubject(selection: CurriculumSelection, subjectId: string): CurriculumSelection {
  return selection.subjectId === subjectId ? selection : { subjectId, unitId: null };
}

export function selectUnit(selection: CurriculumSelection, unitId: string): CurriculumSelection {
  return selection.subjectId ? { ...selection, unitId } : selection;
}

/**
 * After the lists reload: a subject or unit that is gone is no longer
 * selected. While a list is still loading, the selection is kept.
 */
export function resyncSelection(
  selection: CurriculumSelection,
  subjects: readonly SubjectSummary[] | undefined,
  detail: SubjectDetail | undefined,
): CurriculumSelection {
  if (!subjects || !selection.subjectId) return selection;
  if (!subjects.some((subject) => subject._id === selection.subjectId)) return noSelection;
  if (!selection.unitId || !detail || detail._id !== selection.subjectId) return selection;
  if (!detail.units.some((unit) => unit._id === selection.unitId)) return { ...selection, unitId: null };
  return selection;
}

/** Deleting the selected subject clears the selection; deleting the selected unit clears the unit. */
export function afterDeletion(
  selection: CurriculumSelection,
  deleted: { level: 'subject' | 'unit' | 'topic'; id: string },
): CurriculumSelection {
  if (deleted.level === 'subject' && deleted.id === selection.subjectId) return noSelection;
  if (deleted.level === 'unit' && deleted.id === selection.unitId) return { ...selection, unitId: null };
  return selection;
}

export function sameSelection(a: CurriculumSelection, b: CurriculumSelection): boolean {
  return a.subjectId === b.subjectId && a.unitId === b.unitId;
}
