import { describe, expect, it } from 'vitest';
import { lessonFromItem, lessonItem, type LessonRecord } from './lesson-entity';

const lesson: LessonRecord = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  studentId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  studentName: 'Amy',
  parentId: 'cccccccccccccccccccccccc',
  teacherId: 'dddddddddddddddddddddddd',
  teacherName: 'Tom',
  teacherEmail: 'tom@example.com',
  subject: 'eeeeeeeeeeeeeeeeeeeeeeee',
  subjectName: 'GCSE Maths',
  startTime: '2026-10-25T17:00:00.000Z',
  endTime: '2026-10-25T18:00:00.000Z',
  timezone: 'UK',
  status: 'pending',
  notes: '',
  meetingLink: '',
  recurringLessonId: 'ffffffffffffffffffffffff',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

const sortKey = `${lesson.startTime}#${lesson.id}`;

describe('the lesson item', () => {
  it('is written with the keys, index keys and entity name the hand-built item had', () => {
    expect(lessonItem(lesson)).toEqual({
      PK: `LESSON#${lesson.id}`,
      SK: 'LESSON',
      GSI1PK: 'LESSONS_BY_MONTH#2026-10',
      GSI1SK: sortKey,
      GSI2PK: `TEACHER_LESSONS#${lesson.teacherId}`,
      GSI2SK: sortKey,
      GSI3PK: `STUDENT_LESSONS#${lesson.studentId}`,
      GSI3SK: sortKey,
      GSI4PK: 'LESSON_EXPORT#2026-10',
      GSI4SK: sortKey,
      entity: 'Lesson',
      ...lesson,
    });
  });

  it('reads back as the lesson it was written from', () => {
    expect(lessonFromItem(lessonItem(lesson))).toEqual(lesson);
  });

  it('reads a lesson booked before subjects were ids (no subjectName, no export keys) with its text as the name', () => {
    const { GSI4PK: _pk, GSI4SK: _sk, subjectName: _name, ...older } = lessonItem(lesson);
    expect(lessonFromItem({ ...older, subject: 'Piano' })).toEqual({
      ...lesson,
      subject: '',
      subjectName: 'Piano',
    });
  });
});
