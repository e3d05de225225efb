import { describe, expect, it } from 'vitest';
import type { SubjectDetail } from '../../../../shared/schemas/curriculum-schemas';
import type { ProgressRecord } from '../../../../shared/schemas/progress-schemas';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import {
  buildProgressSheet,
  countByStatus,
  focusNextOf,
  sheetTopics,
  strengthsOf,
  withStatusChange,
  withTopicNote,
} from './progress-sheet-model';

const id = (n: number) => n.toString(16).padStart(24, '0');

const maths: SubjectDetail = {
  _id: id(1),
  name: 'Mathematics',
  units: [
    {
      _id: id(10),
      name: 'Number',
      topics: [
        { _id: id(11), name: 'Place value' },
        { _id: id(12), name: 'Rounding' },
      ],
    },
    { _id: id(20), name: 'Empty unit', topics: [] },
    {
      _id: id(30),
      name: 'Fractions',
      topics: [
        { _id: id(31), name: 'Adding fractions' },
        { _id: id(32), name: 'Decimals' },
        { _id: id(33), name: 'Percentages' },
      ],
    },
  ],
};

function record(topic: number, status: TopicStatus, notes = ''): ProgressRecord {
  return {
    studentId: id(99),
    subjectId: id(1),
    topicId: { _id: id(topic) },
    status,
    notes,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'Ada Lovelace',
  };
}

describe('buildProgressSheet', () => {
  it('numbers topics unit.topic in curriculum order; a topic without a record is not studied', () => {
    const units = buildProgressSheet(maths, [record(12, 'ok')], {});
    expect(units.map((unit) => [unit.number, unit.name])).toEqual([
      [1, 'Number'],
      [2, 'Empty unit'],
      [3, 'Fractions'],
    ]);
    expect(sheetTopics(units).map((topic) => [topic.number, topic.name, topic.status])).toEqual([
      ['1.1', 'Place value', 'not_studied'],
      ['1.2', 'Rounding', 'ok'],
      ['3.1', 'Adding fractions', 'not_studied'],
      ['3.2', 'Decimals', 'not_studied'],
      ['3.3', 'Percentages', 'not_studied'],
    ]);
    expect(sheetTopics(units)[1]).toMatchObject({ updatedBy: 'Ada Lovelace' });
    expect(sheetTopics(units)[0]).not.toHaveProperty('updatedBy');
  });

  it("takes notes from topicNotes, not from a record's older copy", () => {
    const units = buildProgressSheet(maths, [record(11, 'ok', 'old'), record(12, 'ok', 'deleted since')], {
      [id(11)]: 'new',
      [id(31)]: 'no record yet',
    });
    const notes = sheetTopics(units).map((topic) => topic.note);
    expect(notes).toEqual(['new', '', 'no record yet', '', '']);
  });
});

describe('insights', () => {
  const topics = sheetTopics(
    buildProgressSheet(
      maths,
      [
        record(11, 'ok'),
        record(12, 'difficult'),
        record(31, 'confident'),
        record(32, 'started'),
        record(33, 'difficult'),
      ],
      {},
    ),
  );

  it('counts every status, including those with no topic', () => {
    expect(countByStatus(topics)).toEqual({ started: 1, difficult: 2, ok: 1, confident: 1, not_studied: 0 });
  });

  it('strengths are the confident topics', () => {
    expect(strengthsOf(topics).map((topic) => topic.number)).toEqual(['3.1']);
  });

  it('focus next: difficult, then started, then OK, curriculum order within each', () => {
    expect(focusNextOf(topics).map((topic) => topic.number)).toEqual(['1.2', '3.3', '3.2', '1.1']);
  });
});

describe('withStatusChange', () => {
  const change = {
    studentId: id(99),
    subjectId: id(1),
    status: 'confident' as const,
    changedBy: 'Grace Hopper',
    changedAt: '2026-11-21T09:00:00.000Z',
  };

  it('replaces the record of the topic and keeps its note', () => {
    const before = [record(11, 'ok', 'note'), record(12, 'ok')];
    const after = withStatusChange(before, { ...change, topicId: id(11) });
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ status: 'confident', notes: 'note', updatedBy: 'Grace Hopper' });
    expect(after[1]).toBe(before[1]);
    expect(before[0]?.status).toBe('ok');
  });

  it('adds a record for a topic that had none', () => {
    const after = withStatusChange([], { ...change, topicId: id(31) });
    expect(after).toEqual([
      {
        studentId: id(99),
        subjectId: id(1),
        topicId: { _id: id(31) },
        status: 'confident',
        notes: '',
        updatedAt: change.changedAt,
        updatedBy: 'Grace Hopper',
      },
    ]);
  });
});

describe('withTopicNote', () => {
  it('sets a note, and an empty text removes it', () => {
    const set = withTopicNote({ a: 'x' }, 'b', 'y');
    expect(set).toEqual({ a: 'x', b: 'y' });
    expect(withTopicNote(set, 'a', '')).toEqual({ b: 'y' });
  });
});
