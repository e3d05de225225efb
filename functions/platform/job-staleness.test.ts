import { describe, expect, it } from 'vitest';
import { isJobStale, jobStaleAfterMs, lateWatchedJobsAt } from './job-staleness';

const now = new Date('2030-05-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('isJobStale', () => {
  it('is stale only once the job has gone longer than its allowance without a run', () => {
    const allowance = jobStaleAfterMs['overdue-sweep'];
    expect(isJobStale('overdue-sweep', before(allowance), now)).toBe(false);
    expect(isJobStale('overdue-sweep', before(allowance + 1), now)).toBe(true);
  });

  it('gives each job its own allowance', () => {
    const fourHours = before(4 * 60 * 60 * 1000);
    expect(isJobStale('lesson-reminders', fourHours, now)).toBe(true);
    expect(isJobStale('retention', fourHours, now)).toBe(false);
    expect(isJobStale('progress-digest', before(7 * 24 * 60 * 60 * 1000), now)).toBe(false);
  });

  it('never calls a job stale that has no run recorded, or an unreadable date', () => {
    expect(isJobStale('lesson-reminders', null, now)).toBe(false);
    expect(isJobStale('lesson-reminders', 'yesterday', now)).toBe(false);
  });
});

describe('lateWatchedJobsAt', () => {
  it('says of each weekly job whether its last run is stale, a job with no run recorded not', () => {
    const digestAllowance = jobStaleAfterMs['progress-digest'];
    const runs = [
      { job: 'progress-digest', lastRunAt: before(digestAllowance + 1) },
      { job: 'overdue-sweep', lastRunAt: before(40 * 24 * 60 * 60 * 1000) },
    ];
    expect(lateWatchedJobsAt(runs, now)).toEqual([
      { job: 'progress-digest', late: true },
      { job: 'system-summary', late: false },
    ]);
    expect(
      lateWatchedJobsAt(
        [
          { job: 'progress-digest', lastRunAt: before(digestAllowance) },
          { job: 'system-summary', lastRunAt: before(jobStaleAfterMs['system-summary'] + 1) },
        ],
        now,
      ),
    ).toEqual([
      { job: 'progress-digest', late: false },
      { job: 'system-summary', late: true },
    ]);
  });
});
