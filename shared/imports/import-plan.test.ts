import { describe, expect, it } from 'vitest';
import {
  childChanges,
  childNamed,
  planFamilies,
  planTeachers,
  readSubjects,
  verdictCounts,
} from './import-plan';
import type { PlanContext } from './import-plan';

const headers = ['First', 'Last', 'Email', 'Child', 'Grade', 'Subjects'];
const mapping = {
  parentFirstName: 'First',
  parentLastName: 'Last',
  email: 'Email',
  childFirstName: 'Child',
  grade: 'Grade',
  subjects: 'Subjects',
};
const maths = 'a'.repeat(24);
const english = 'b'.repeat(24);
const context: PlanContext = {
  subjectIdsByName: new Map([
    ['maths', maths],
    ['english', english],
  ]),
  accountsByEmail: new Map([
    [
      'fay@x.example',
      {
        id: 'f'.repeat(24),
        role: 'user',
        name: 'Fay Family',
        children: [{ id: 'c'.repeat(24), name: 'Amy  Family', grade: 'Year 5', subjects: [maths] }],
      },
    ],
    ['tess@x.example', { id: 't'.repeat(24), role: 'teacher', name: 'Tess', children: [] }],
  ]),
};
const row = (number: number, ...cells: string[]) => ({ row: number, cells });

describe('planFamilies', () => {
  it('decides each row against the school and the rows before it', () => {
    const planned = planFamilies(
      headers,
      [
        row(2, 'Fay', 'Family', 'FAY@x.example', 'Amy', '', ''),
        row(3, 'Fay', 'Family', 'fay@x.example', 'amy', 'Y6', ''),
        row(4, 'Fay', 'Family', 'fay@x.example', 'Bo', '', 'english;MATHS'),
        row(5, 'Fey', 'Family', 'fay@x.example', 'Cy', '', ''),
        row(6, 'Tim', 'T', 'tess@x.example', 'Di', '', ''),
        row(7, 'New', 'One', 'new@x.example', 'Ed', 'Year 99', ''),
        row(8, 'New', 'One', 'new@x.example', 'Ed', '', 'Art'),
        row(9, 'New', 'One', 'new@x.example', 'Ed', '', ''),
        row(10, 'New', 'One', 'new@x.example', 'Flo', '', ''),
      ],
      mapping,
      context,
    );
    expect(planned.map((one) => [one.row, one.verdict, one.reason])).toEqual([
      [2, 'unchanged', undefined],
      [3, 'error', 'Duplicate of row 2'],
      [4, 'create', 'New child of Fay Family'],
      [5, 'error', 'Row 2 gives this email to another parent name ("Fay Family")'],
      [6, 'error', "This email belongs to a Teacher account (an email is one account's only)"],
      [7, 'error', 'Unknown grade "Year 99": use Year 1 to Year 13, or leave it blank'],
      [8, 'error', 'Subject "Art" is not in the curriculum'],
      [9, 'create', 'New family'],
      [10, 'create', 'New child of a new family'],
    ]);
    expect(planned[2]!.values).toMatchObject({ childName: 'Bo Family', subjects: [maths, english].sort() });
    expect(verdictCounts(planned)).toEqual({ create: 3, update: 0, unchanged: 1, error: 5 });
  });

  it('answers an update with what changes', () => {
    const [planned] = planFamilies(
      headers,
      [row(2, 'Fay', 'Family', 'fay@x.example', 'Amy', '6', 'English')],
      mapping,
      context,
    );
    expect([planned!.verdict, planned!.reason]).toEqual(['update', 'Changes grade and subjects']);
  });

  it('refuses every row while a required column is not mapped', () => {
    const [planned] = planFamilies(
      headers,
      [row(2, 'A', 'B', 'a@x.example', 'C', '', '')],
      { email: 'Email' },
      context,
    );
    expect(planned!.reason).toBe(
      'Choose the column for Parent first name, Parent last name, Child first name',
    );
  });
});

describe('planTeachers', () => {
  it('creates new teachers, leaves existing ones, refuses other roles and duplicates', () => {
    const planned = planTeachers(
      ['F', 'L', 'E'],
      [
        row(2, 'Ada', 'L', 'ada@x.example'),
        row(3, 'Tess', 'T', 'tess@x.example'),
        row(4, 'Fay', 'F', 'fay@x.example'),
        row(5, 'A', 'L', 'ADA@x.example'),
        row(6, 'A', '', 'bad'),
      ],
      { firstName: 'F', lastName: 'L', email: 'E' },
      context,
    );
    expect(planned.map((one) => one.verdict)).toEqual(['create', 'unchanged', 'error', 'error', 'error']);
    expect(planned[4]!.reason).toBe('Email "bad": Please enter a valid email address');
  });
});

describe('the rules a family change follows', () => {
  it('reads subjects by name, and refuses an unknown one', () => {
    expect(readSubjects(' Maths ; english, maths', context.subjectIdsByName)).toEqual({
      ids: [maths, english].sort(),
    });
    expect(readSubjects('', context.subjectIdsByName)).toEqual({ ids: [] });
    expect(readSubjects('Maths; Art', context.subjectIdsByName)).toEqual({ unknown: 'Art' });
  });

  it('keeps what blank cells leave out', () => {
    const child = { grade: 'Year 5', subjects: [maths] };
    expect(childChanges(child, { grade: '', subjects: [] })).toBeUndefined();
    expect(childChanges(child, { grade: 'Year 5', subjects: [maths] })).toBeUndefined();
    expect(childChanges(child, { grade: 'Year 6', subjects: [] })).toEqual({
      grade: 'Year 6',
      subjects: [maths],
    });
    expect(childChanges(child, { grade: '', subjects: [english] })).toEqual({
      grade: 'Year 5',
      subjects: [english],
    });
  });

  it('finds a child by name, case and spaces aside', () => {
    expect(childNamed([{ name: 'Amy  Family' }], ' amy family')).toEqual({ name: 'Amy  Family' });
    expect(childNamed([{ name: 'Amy' }], 'Amelia')).toBeUndefined();
  });
});
