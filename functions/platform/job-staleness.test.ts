import { describe, expect, it } from 'vitest';
import { isJobStale, jobStaleAfterMs } from './job-staleness';

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
