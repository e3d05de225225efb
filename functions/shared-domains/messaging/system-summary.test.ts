import { describe, expect, it } from 'vitest';
import { systemSummaryOf, type SystemFacts } from './system-summary';

const allWell: SystemFacts = {
  failedEmails: 0,
  deadLetters: [
    { queue: 'mailer', count: 0 },
    { queue: 'scheduled-jobs', count: 0 },
  ],
  jobs: [
    { name: 'overdue-sweep', lastRunAt: '2027-05-16T06:00:00.000Z', outcome: 'succeeded', stale: false },
    { name: 'retention', lastRunAt: null, outcome: null, stale: false },
  ],
  overdueInvoices: 0,
};

describe('the weekly system summary', () => {
  it('is nothing at all when all is well', () => {
    expect(systemSummaryOf('2027-05-17', allWell)).toBeUndefined();
    expect(systemSummaryOf('2027-05-17', { ...allWell, deadLetters: [], jobs: [] })).toBeUndefined();
  });

  it('keeps only what needs attention', () => {
    const needAttention: SystemFacts['jobs'] = [
      { name: 'retention', lastRunAt: '2027-05-16T02:00:00.000Z', outcome: 'failed', stale: false },
      { name: 'lesson-reminders', lastRunAt: '2027-05-10T02:00:00.000Z', outcome: 'succeeded', stale: true },
    ];
    const summary = systemSummaryOf('2027-05-17', {
      failedEmails: 2,
      deadLetters: [
        { queue: 'mailer', count: 0 },
        { queue: 'invoice-jobs', count: 3 },
      ],
      jobs: [
        { name: 'overdue-sweep', lastRunAt: '2027-05-16T06:00:00.000Z', outcome: 'succeeded', stale: false },
        ...needAttention,
      ],
      overdueInvoices: 4,
    });
    expect(summary).toEqual({
      kind: 'system-summary',
      date: '2027-05-17',
      failedEmails: 2,
      deadLetters: [{ queue: 'invoice-jobs', count: 3 }],
      jobs: [...needAttention],
      overdueInvoices: 4,
    });
  });

  it('is sent for any one finding alone', () => {
    const findings: Partial<SystemFacts>[] = [
      { failedEmails: 1 },
      { deadLetters: [{ queue: 'mailer', count: 1 }] },
      { jobs: [{ name: 'retention', lastRunAt: null, outcome: 'failed', stale: false }] },
      {
        jobs: [
          { name: 'retention', lastRunAt: '2027-05-01T00:00:00.000Z', outcome: 'succeeded', stale: true },
        ],
      },
      { overdueInvoices: 1 },
    ];
    for (const finding of findings)
      expect(
        systemSummaryOf('2027-05-17', { ...allWell, ...finding }),
        JSON.stringify(finding),
      ).toBeDefined();
  });

  it('never reports a negative count', () => {
    expect(
      systemSummaryOf('2027-05-17', { ...allWell, failedEmails: -1, overdueInvoices: -2 }),
    ).toBeUndefined();
  });
});
