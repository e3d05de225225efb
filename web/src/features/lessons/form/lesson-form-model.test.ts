import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import {
  emptyLessonForm,
  lessonCreateBody,
  lessonFormFromLesson,
  lessonUpdateBody,
  lengthOptions,
  recurringLessonBody,
  validateLessonForm,
  weekdayOf,
} from './lesson-form-model';
import { startFromCalendarSlot } from '../calendar/calendar-slot';

const studentId = 'b'.repeat(24);
const teacherId = 'c'.repeat(24);
const filled = emptyLessonForm({ student: studentId, teacher: teacherId, start: '2026-10-13T17:00' });

describe('validateLessonForm', () => {
  it('needs a student, a teacher and a start', () => {
    expect(validateLessonForm(emptyLessonForm(), 'book')).toEqual({
      student: 'Please fill in all required fields',
      teacher: 'Please fill in all required fields',
      start: 'Please fill in all required fields',
    });
    expect(validateLessonForm(filled, 'book')).toEqual({});
  });

  it('keeps starts on the quarter hour', () => {
    expect(validateLessonForm({ ...filled, start: '2026-10-13T17:10' }, 'book').start).toBe(
      'Lessons start on the hour or at quarter past, half past or quarter to',
    );
  });

  it('checks a recurring booking’s end date and days', () => {
    const recurring = { ...filled, isRecurring: true };
    expect(validateLessonForm(recurring, 'book')).toEqual({
      endDate: 'Please select an end date for recurring lessons',
      daysOfWeek: 'Please select at least one day of the week for weekly recurring lessons',
    });
    expect(
      validateLessonForm({ ...recurring, endDate: '2026-10-12', daysOfWeek: ['2'] }, 'book').endDate,
    ).toBe('End date must be after start date');
    expect(validateLessonForm({ ...recurring, endDate: '2026-10-13', daysOfWeek: ['2'] }, 'book')).toEqual(
      {},
    );
    expect(
      validateLessonForm({ ...recurring, recurrencePattern: 'daily', endDate: '2026-10-20' }, 'book'),
    ).toEqual({});
    // Recurrence is for booking only.
    expect(validateLessonForm(recurring, 'edit')).toEqual({});
  });

  it('needs a web link for the meeting', () => {
    expect(validateLessonForm({ ...filled, meetingLink: 'zoom meeting' }, 'book').meetingLink).toMatch(
      /valid URL/,
    );
    expect(validateLessonForm({ ...filled, meetingLink: 'javascript:alert(1)' }, 'book').meetingLink).toMatch(
      /valid URL/,
    );
    expect(validateLessonForm({ ...filled, meetingLink: 'https://meet.example/abc' }, 'book')).toEqual({});
  });

  it('checks only the teacher’s fields for a teacher', () => {
    expect(validateLessonForm(emptyLessonForm(), 'limited')).toEqual({});
  });
});

describe('request bodies', () => {
  it('sends a UK wall time with London’s offset, summer and winter', () => {
    expect(lessonCreateBody({ ...filled, timezone: 'UK' }).startTime).toBe('2026-10-13T17:00:00.000+01:00');
    expect(lessonCreateBody({ ...filled, timezone: 'UK', start: '2026-11-03T17:00' }).startTime).toBe(
      '2026-11-03T17:00:00.000+00:00',
    );
    expect(lessonCreateBody(filled).startTime).toBe('2026-10-13T17:00:00.000+04:00');
  });

  it('sends a series as dates, a wall time and sorted weekdays', () => {
    const body = recurringLessonBody({
      ...filled,
      timezone: 'UK',
      isRecurring: true,
      endDate: '2026-11-03',
      daysOfWeek: ['4', '2'],
      notes: '  Bring the workbook ',
    });
    expect(body).toEqual({
      student: studentId,
      teacher: teacherId,
      startDate: '2026-10-13',
      endDate: '2026-11-03',
      startTime: '17:00',
      durationMinutes: 60,
      timezone: 'UK',
      // No subject chosen: the student has none (the server checks it against the allocation).
      subject: '',
      recurrencePattern: 'weekly',
      daysOfWeek: [2, 4],
      status: 'pending',
      notes: 'Bring the workbook',
      meetingLink: '',
    });
    expect(
      recurringLessonBody({ ...filled, recurrencePattern: 'monthly', daysOfWeek: ['2'] }).daysOfWeek,
    ).toEqual([]);
  });

  it('sends a teacher’s edit as status, notes and link only', () => {
    expect(lessonUpdateBody({ ...filled, status: 'completed', notes: 'Done' }, 'limited')).toEqual({
      status: 'completed',
      notes: 'Done',
      meetingLink: '',
    });
    expect(lessonUpdateBody(filled, 'edit')).toMatchObject({ student: studentId, timezone: 'UAE' });
  });

  it('sends a make-up credit with a booking only, never with an edit', () => {
    const creditId = 'd'.repeat(24);
    expect(lessonCreateBody(filled)).not.toHaveProperty('makeUpCreditId');
    expect(lessonCreateBody({ ...filled, makeUpCreditId: creditId }).makeUpCreditId).toBe(creditId);
    expect(lessonUpdateBody({ ...filled, makeUpCreditId: creditId }, 'edit')).not.toHaveProperty(
      'makeUpCreditId',
    );
  });

  it('sends the chosen length, and offers a lesson its own length beside the usual ones', () => {
    expect(lessonCreateBody({ ...filled, durationMinutes: '45' }).durationMinutes).toBe(45);
    expect(lengthOptions('60').map((option) => option.label)).toEqual([
      '30 min',
      '45 min',
      '1 h',
      '1 h 30 min',
      '2 h',
    ]);
    expect(lengthOptions('50').map((option) => option.value)).toEqual(['30', '45', '50', '60', '90', '120']);
  });

  it('reads a lesson back as the wall time of its own zone', () => {
    const lesson = {
      _id: 'a'.repeat(24),
      student: { _id: studentId, name: 'Amira' },
      teacher: { _id: teacherId, name: 'Tom' },
      subject: '',
      subjectName: '',
      startTime: '2026-11-03T17:00:00.000Z',
      endTime: '2026-11-03T18:00:00.000Z',
      timezone: 'UK',
      durationMinutes: 60,
      status: 'confirmed',
      notes: 'n',
      meetingLink: '',
      isRecurring: true,
    } satisfies Lesson;
    expect(lessonFormFromLesson(lesson)).toMatchObject({ start: '2026-11-03T17:00', timezone: 'UK' });
  });

  it('rounds a calendar slot up to the quarter hour and knows weekdays', () => {
    expect(startFromCalendarSlot(new Date('2026-10-13T16:05:00.000Z'), 'UK')).toBe('2026-10-13T17:15');
    expect(weekdayOf('2026-10-13')).toBe(2);
  });
});
