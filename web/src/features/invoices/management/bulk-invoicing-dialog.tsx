import { useState } from 'react';
import { Link } from 'react-router-dom';
import { monthNames, invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import { invoicePath } from '../../../screens';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  useGenerateAllJob,
  useSendDraftsJob,
  useStartGenerateAll,
  useStartSendDrafts,
} from './bulk-invoicing-api';

export interface BulkInvoicingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Progress({ label, processed, total }: { label: string; processed: number; total: number }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {label}: {processed} of {total}
      </p>
      <progress className="w-full" max={Math.max(total, 1)} value={processed} aria-label={label} />
    </div>
  );
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * 'Generate for all students': one draft per student with billable lessons in
 * a month (or a date range) and currency, run on the server as a job; then
 * 'Send all drafts' of that month. Both show a progress bar and what happened
 * to each student or invoice.
 */
export function BulkInvoicingDialog({ open, onOpenChange }: BulkInvoicingDialogProps) {
  const today = new Date();
  const [dateRangeType, setDateRangeType] = useState<'month' | 'custom'>('month');
  const [month, setMonth] = useState(String(today.getMonth() + 1));
  const [year, setYear] = useState(String(today.getFullYear()));
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [currency, setCurrency] = useState<Currency>('GBP');
  const [generateJobId, setGenerateJobId] = useState<string | null>(null);
  const [sendJobId, setSendJobId] = useState<string | null>(null);
  const startGenerate = useStartGenerateAll();
  const startSend = useStartSendDrafts();
  const generated = useGenerateAllJob(generateJobId);
  const sent = useSendDraftsJob(sendJobId);
  const generating = generated.data?.status === 'running' || startGenerate.isPending;
  const sending = sent.data?.status === 'running' || startSend.isPending;
  const sendMonth = dateRangeType === 'month' ? { month: Number(month), year: Number(year) } : undefined;

  const generate = () => {
    setSendJobId(null);
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
            <Progress label="Students processed" {...generated.data} />
            {generated.data.status !== 'running' ? (
              <>
                <p className="text-sm font-semibold">
                  {generated.data.status === 'failed' ? 'The job stopped. ' : 'Done. '}
                  Created {generated.data.created.length}, skipped {generated.data.skipped.length}, failed{' '}
                  {generated.data.failed.length}.
                </p>
                <ul className="max-h-48 space-y-1 overflow-y-auto text-sm">
                  {generated.data.created.map((id, index) => (
                    <li key={id}>
                      <Link className="text-brand-700 underline" to={invoicePath(id)}>
                        Draft {index + 1}
                      </Link>
                    </li>
                  ))}
                  {generated.data.skipped.map((skip) => (
                    <li key={skip.studentId}>
                      {skip.studentName}: skipped ({skip.reason})
                    </li>
                  ))}
                  {generated.data.failed.map((failure) => (
                    <li key={failure.studentId} className="text-red-700">
                      {failure.studentName}: {failure.message}
                    </li>
                  ))}
                </ul>
                {sendMonth ? (
                  <Button
                    variant="secondary"
                    disabled={sending}
                    onClick={() =>
                      startSend.mutate(
                        { ...sendMonth, currency },
                        { onSuccess: ({ jobId }) => setSendJobId(jobId) },
                      )
                    }
                  >
                    Send all drafts of {monthNames[sendMonth.month - 1]} {sendMonth.year}
                  </Button>
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}

        {startSend.error ? <Alert tone="error">{failureOf(startSend.error)}</Alert> : null}
        {sent.data ? (
          <section aria-label="Sending" className="space-y-3">
            <Progress label="Drafts sent" {...sent.data} />
            {sent.data.status !== 'running' ? (
              <p className="text-sm font-semibold">
                Sent {sent.data.sent.length}, failed {sent.data.failed.length}.
              </p>
            ) : null}
            <ul className="text-sm">
              {sent.data.failed.map((failure) => (
                <li key={failure.invoiceId} className="text-red-700">
                  <Link to={invoicePath(failure.invoiceId)}>{failure.invoiceNumber || 'Invoice'}</Link>:{' '}
                  {failure.message}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
