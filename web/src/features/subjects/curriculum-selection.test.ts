import { describe, expect, it } from 'vitest';
import type { SubjectDetail } from '../../../../shared/schemas/curriculum-schemas';
import {
  afterDeletion,
  noSelection,
  resyncSelection,
  sameSelection,
  selectSubject,
  selectUnit,
} from './curriculum-selection';

const subjects = [
  { _id: 's1', name: 'English' },
  { _id: 's2', name: 'Mathematics' },
];
const maths: SubjectDetail = {
  _id: 's2',
  name: 'Mathematics',
  units: [
    { _id: 'u1', name: 'Number', topics: [] },
    { _id: 'u2', name: 'Fractions', topics: [] },
  ],
};

describe('selecting', () => {
  it('a different subject clears the unit; the same one keeps it', () => {
    const open = { subjectId: 's2', unitId: 'u1' };
    expect(selectSubject(open, 's1')).toEqual({ subjectId: 's1', unitId: null });
    expect(selectSubject(open, 's2')).toBe(open);
  });

  it('a unit needs a subject', () => {
    expect(selectUnit(noSelection, 'u1')).toBe(noSelection);
    expect(selectUnit({ subjectId: 's2', unitId: null }, 'u2')).toEqual({ subjectId: 's2', unitId: 'u2' });
  });
});

describe('resyncSelection', () => {
  it('keeps the selection while the lists load', () => {
    const open = { subjectId: 's9', unitId: 'u9' };
    expect(resyncSelection(open, undefined, undefined)).toBe(open);
    expect(resyncSelection({ subjectId: 's2', unitId: 'u9' }, subjects, undefined)).toEqual({
      subjectId: 's2',
      unitId: 'u9',
    });
  });

  it('drops a subject that is gone, with its unit', () => {
    expect(resyncSelection({ subjectId: 's9', unitId: 'u1' }, subjects, maths)).toEqual(noSelection);
  });

  it('drops a unit that is gone and keeps one that is there', () => {
    expect(resyncSelection({ subjectId: 's2', unitId: 'u9' }, subjects, maths)).toEqual({
      subjectId: 's2',
      unitId: null,
    });
    const open = { subjectId: 's2', unitId: 'u2' };
    expect(resyncSelection(open, subjects, maths)).toBe(open);
  });

  it("does not judge a unit against another subject's units", () => {
    const open = { subjectId: 's1', unitId: 'x' };
    expect(resyncSelection(open, subjects, maths)).toBe(open);
  });
});

describe('afterDeletion', () => {
  const open = { subjectId: 's2', unitId: 'u1' };

  it('deleting the selected subject clears everything; another subject changes nothing', () => {
    expect(afterDeletion(open, { level: 'subject', id: 's2' })).toEqual(noSelection);
    expect(afterDeletion(open, { level: 'subject', id: 's1' })).toBe(open);
  });

  it('deleting the selected unit clears the unit only; a topic changes nothing', () => {
    expect(afterDeletion(open, { level: 'unit', id: 'u1' })).toEqual({ subjectId: 's2', unitId: null });
    expect(afterDeletion(open, { level: 'unit', id: 'u2' })).toBe(open);
    expect(afterDeletion(open, { level: 'topic', id: 'u1' })).toBe(open);
  });

  it('compares selections by value', () => {
    expect(sameSelection(open, { ...open })).toBe(true);
    expect(sameSelection(open, noSelection)).toBe(false);
  });
});
