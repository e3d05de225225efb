import { describe, expect, it } from 'vitest';
import { lessonReportAction } from './lesson-report-access';

const now = new Date('2027-05-14T12:00:00.000Z');
const lesson = {
  status: 'completed' as const,
  startTime: '2027-05-14T09:00:00.000Z',
  teacher: { _id: 'teacher-1', name: 'Tess' },
};
const teacher = { id: 'teacher-1', role: 'teacher' as const };

describe('lessonReportAction', () => {
  it("offers the lesson's teacher and staff to write a started lesson's report", () => {
    expect(lessonReportAction(teacher, lesson, now)).toBe('write');
    expect(lessonReportAction({ id: 'x', role: 'admin' }, lesson, now)).toBe('write');
    expect(
      lessonReportAction({ id: 'x', role: 'super_admin' }, { ...lesson, status: 'confirmed' }, now),
    ).toBe('write');
  });

  it('offers nothing to other teachers and families, nor before the start or for a canceled lesson', () => {
    expect(lessonReportAction({ id: 'teacher-2', role: 'teacher' }, lesson, now)).toBeNull();
    expect(lessonReportAction({ id: 'family', role: 'parent' }, lesson, now)).toBeNull();
    expect(lessonReportAction(teacher, { ...lesson, startTime: '2027-05-14T12:00:00.001Z' }, now)).toBeNull();
    expect(lessonReportAction(teacher, { ...lesson, status: 'canceled' }, now)).toBeNull();
  });

  it('offers everyone to view a written report', () => {
    const reported = { ...lesson, reportedAt: '2027-05-14T10:00:00.000Z' };
    for (const user of [
      teacher,
      { id: 'family', role: 'user' as const },
      { id: 'x', role: 'admin' as const },
    ])
      expect(lessonReportAction(user, reported, now)).toBe('view');
  });
});
