import { describe, expect, it } from 'vitest';
import { importReportCsv } from './import-report';

describe('importReportCsv', () => {
  it('lists every row with what was done, quoting what a spreadsheet would misread', () => {
    const csv = importReportCsv([
      {
        row: 2,
        verdict: 'create',
        label: 'Jane Smith → Tom Smith',
        reason: 'New family',
        outcome: 'created',
      },
      { row: 3, verdict: 'error', label: '=cmd', reason: 'Duplicate of row 2, "again"' },
      { row: 4, verdict: 'update', label: 'A → B', outcome: 'failed', message: 'Conflict' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFRow,Who,Preview,Result,Reason',
      '2,Jane Smith → Tom Smith,create,Created,New family',
      `3,'=cmd,error,Not imported,"Duplicate of row 2, ""again"""`,
      '4,A → B,update,Failed,Conflict',
      '',
    ]);
  });
});
