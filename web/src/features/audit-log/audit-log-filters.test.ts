import { describe, expect, it } from 'vitest';
import { auditFiltersFromParams, dateRangeProblem } from './audit-log-filters';

describe('the audit log filters in the address', () => {
  it('keeps the values the API accepts and drops the rest', () => {
    const params = new URLSearchParams(
      'actorId=0123456789abcdef01234567&action=user.role&targetId=Invoice-Settings&from=2026-01-01&to=soon',
    );
    expect(auditFiltersFromParams(params)).toEqual({
      actorId: '0123456789abcdef01234567',
      action: 'user.role',
      targetId: 'invoice-settings',
      from: '2026-01-01',
    });
    expect(auditFiltersFromParams(new URLSearchParams('actorId=nobody&action=user.hack'))).toEqual({});
  });

  it('says when the dates are the wrong way round', () => {
    expect(dateRangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('From must not be after To');
    expect(dateRangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeUndefined();
  });
});
