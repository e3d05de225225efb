import { useState } from 'react';
import { monthNames, invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { JobProgress } from './job-progress';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useDraftsOfMonth, useGenerateAllJob, useStartGenerateAll } from './bulk-invoicing-api';
import { InvoiceReferenceList } from './invoice-reference-list';
import { referencesOf } from './send-drafts-model';
import type { SendDraftsPeriod } from './send-drafts-dialog';

export interface BulkInvoicingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Send these drafts': closes this dialog and opens Send all drafts on the month just generated. */
  onSendDrafts: (period: SendDraftsPeriod) => void;
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * 'Generate for all students': one draft per student with billable lessons in
 * a month (or a date range) and currency, run on the server as a job, with a
 * progress bar and what happened to each student: the drafts by number and
 * family. Sending them is Send all drafts, which asks first (issue 40).
 */
export function BulkInvoicingDialog({ open, onOpenChange, onSendDrafts }: BulkInvoicingDialogProps) {
  const today = new Date();
  const [dateRangeType, setDateRangeType] = useState<'month' | 'custom'>('month');
  const [month, setMonth] = useState(String(today.getMonth() + 1));
  const [year, setYear] = useState(String(today.getFullYear()));
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [currency, setCurrency] = useState<Currency>('GBP');
  const [generateJobId, setGenerateJobId] = useState<string | null>(null);
  const startGenerate = useStartGenerateAll();
  const generated = useGenerateAllJob(generateJobId);
  const generating = generated.data?.status === 'running' || startGenerate.isPending;
  const sendMonth = dateRangeType === 'month' ? { month: Number(month), year: Number(year) } : undefined;
  // Once the job has ended, its drafts are read by number and family (a date range's are named by place).
  const ended = generated.data !== undefined && generated.data.status !== 'running';
  const drafts = useDraftsOfMonth(ended && sendMonth ? { ...sendMonth, currency } : null);

  const generate = () => {
    startGenerate.mutate(
      dateRangeType === 'month'
        ? { dateRangeType, month: Number(month), year: Number(year), currency }
        : { dateRangeType, startDate, endDate, currency },
      { onSuccess: ({ jobId }) => setGenerateJobId(jobId) },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Generate for all students"
      description="One draft per student with lessons to bill in the period; students already invoiced or with nothing to bill are skipped."
    >
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Period"
            value={dateRangeType}
            onChange={(event) => setDateRangeType(event.target.value as 'month' | 'custom')}
            options={[
              { value: 'month', label: 'A month' },
              { value: 'custom', label: 'A date range' },
            ]}
          />
          <SelectField
            label="Currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
            options={optionsOf(currencies)}
          />
          {dateRangeType === 'month' ? (
            <>
              <SelectField
                label="Month"
                value={month}
                onChange={(event) => setMonth(event.target.value)}
                options={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
              />
              <SelectField
                label="Year"
                value={year}
                onChange={(event) => setYear(event.target.value)}
                options={invoicePeriodYears().map((each) => ({ value: String(each), label: String(each) }))}
              />
            </>
          ) : (
            <>
              <TextField
                label="Start date"
                type="date"
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
              />
              <TextField
                label="End date"
                type="date"
                value={endDate}
                onChange={(event) => setEndDate(event.target.value)}
              />
            </>
          )}
        </div>
        {startGenerate.error ? <Alert tone="error">{failureOf(startGenerate.error)}</Alert> : null}
        <Button onClick={generate} disabled={generating}>
          Generate drafts
        </Button>

        {generated.data ? (
          <section aria-label="Generation" className="space-y-3">
            <JobProgress label="Students processed" {...generated.data} />
            {generated.data.status !== 'running' ? (
              <>
                <p className="text-sm font-semibold">
                  {generated.data.status === 'failed' ? 'The job stopped. ' : 'Done. '}
                  Created {generated.data.created.length}, skipped {generated.data.skipped.length}, failed{' '}
                  {generated.data.failed.length}.
                </p>
                <InvoiceReferenceList
                  label="Drafts created"
                  references={referencesOf(generated.data.created, drafts.data ?? [])}
                />
                <ul aria-label="Students not invoiced" className="max-h-48 space-y-1 overflow-y-auto text-sm">
                  {generated.data.skipped.map((skip) => (
                    <li key={skip.studentId}>
                      <bdi>{skip.studentName}</bdi>: skipped ({skip.reason})
                    </li>
                  ))}
                  {generated.data.failed.map((failure) => (
                    <li key={failure.studentId} className="text-red-700">
                      <bdi>{failure.studentName}</bdi>: {failure.message}
                    </li>
                  ))}
                </ul>
                {sendMonth && generated.data.created.length > 0 ? (
                  <Button variant="secondary" onClick={() => onSendDrafts({ ...sendMonth, currency })}>
                    Send the drafts of {monthNames[sendMonth.month - 1]} {sendMonth.year}…
                  </Button>
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
