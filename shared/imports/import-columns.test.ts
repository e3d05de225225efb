import { describe, expect, it } from 'vitest';
import { guessMapping, importTemplateCsv, mappingFits, unmappedRequired } from './import-columns';

describe('guessMapping', () => {
  it('maps the template headers, aliases, case and punctuation aside, each header once', () => {
    expect(
      guessMapping('families', ['E-mail', 'FIRST NAME', 'surname', 'Child name', 'Year group', 'Mobile']),
    ).toEqual({
      email: 'E-mail',
      parentFirstName: 'FIRST NAME',
      parentLastName: 'surname',
      childFirstName: 'Child name',
      grade: 'Year group',
      phone: 'Mobile',
    });
    expect(guessMapping('teachers', ['Email', 'First name', 'Last name', 'Notes'])).toEqual({
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
    });
    expect(guessMapping('teachers', ['Notes'])).toEqual({});
  });

  it('says which required columns are left out, and whether a remembered mapping fits a file', () => {
    expect(unmappedRequired('teachers', { email: 'Email' })).toEqual(['First name', 'Last name']);
    expect(unmappedRequired('teachers', { email: 'E', firstName: 'F', lastName: 'L' })).toEqual([]);
    expect(mappingFits({ email: 'Mail' }, ['Mail', 'Name'])).toBe(true);
    expect(mappingFits({ email: 'Mail' }, ['Email'])).toBe(false);
    expect(mappingFits({}, ['Email'])).toBe(false);
  });

  it('writes a template whose headers it guesses back', () => {
    const [header, example] = importTemplateCsv('families').split('\r\n');
    expect(header).toBe(
      'Parent first name,Parent last name,Parent email,Parent phone,Child first name,Child last name,Grade,Subjects',
    );
    expect(example).toBe(
      'Jane,Smith,jane.smith@example.com,+44 7700 900123,Tom,Smith,Year 5,"Maths; English"',
    );
    expect(Object.keys(guessMapping('families', header!.split(',')))).toHaveLength(8);
  });
});
