import { describe, expect, it } from 'vitest';
import { filterStudents, filterTeachers, filterUsers, matchesSearch } from './people-search';

describe('matchesSearch', () => {
  it('matches a substring of any field, whatever the case', () => {
    expect(matchesSearch('LOVE', ['Ada Lovelace'])).toBe(true);
    expect(matchesSearch('year 5', [undefined, 'Year 5'])).toBe(true);
    expect(matchesSearch('xyz', ['Ada Lovelace', 'ada@school.test'])).toBe(false);
  });

  it('lets a blank or spaces-only query match everything', () => {
    expect(matchesSearch('', ['anything'])).toBe(true);
    expect(matchesSearch('   ', [undefined])).toBe(true);
  });
});

describe('the screens’ filters', () => {
  const students = [
    { name: 'Alan Turing', grade: 'Year 5' },
    { name: 'Grace Hopper', grade: 'GCSE' },
    { name: 'Mary Somerville', grade: '' },
  ];
  const users = [
    { name: 'Ada Lovelace', email: 'ada@school.test', role: 'user' as const },
    { name: 'Charles Babbage', email: 'charles@school.test', role: 'super_admin' as const },
    { name: 'Annie Easley', email: 'annie@school.test', role: 'admin' as const },
  ];

  it('finds students by name or grade', () => {
    expect(filterStudents(students, 'turing').map((s) => s.name)).toEqual(['Alan Turing']);
    expect(filterStudents(students, 'gcse').map((s) => s.name)).toEqual(['Grace Hopper']);
    expect(filterStudents(students, '  ')).toBe(students);
  });

  it('finds users by name, email or role, as stored or as labelled', () => {
    expect(filterUsers(users, 'babbage').map((u) => u.name)).toEqual(['Charles Babbage']);
    expect(filterUsers(users, 'ANNIE@').map((u) => u.name)).toEqual(['Annie Easley']);
    expect(filterUsers(users, 'super admin').map((u) => u.name)).toEqual(['Charles Babbage']);
    expect(filterUsers(users, 'super_admin').map((u) => u.name)).toEqual(['Charles Babbage']);
    expect(filterUsers(users, 'admin').map((u) => u.name)).toEqual(['Charles Babbage', 'Annie Easley']);
  });

  it('finds teachers by name or email only', () => {
    const teachers = [
      { name: 'Katherine Johnson', email: 'kj@school.test' },
      { name: 'Dorothy Vaughan', email: 'dorothy@school.test' },
    ];
    expect(filterTeachers(teachers, 'KJ@').map((t) => t.name)).toEqual(['Katherine Johnson']);
    expect(filterTeachers(teachers, 'vaughan').map((t) => t.name)).toEqual(['Dorothy Vaughan']);
    expect(filterTeachers(teachers, 'teacher')).toEqual([]);
  });
});
