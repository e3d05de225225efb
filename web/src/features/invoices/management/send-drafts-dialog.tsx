import { useState } from 'react';
import { monthNames, invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { JobProgress } from './job-progress';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useDraftsOfMonth, useSendDraftsJob, useStartSendDrafts } from './bulk-invoicing-api';
import { InvoiceReferenceList } from './invoice-reference-list';
import {
  draftsCount,
  referencesOf,
  sendDraftsConsequence,
  sendDraftsQuestion,
  sendPeriodText,
} from './send-drafts-model';

export interface SendDraftsPeriod {
  month: number;
  year: number;
  currency?: Currency;
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * 'Send all drafts' (issue 40): every draft of a month sent, each family
 * emailed once with its invoices, by the send-drafts job. The dialog is the
 * confirmation: it counts the drafts and their families before anything is
 * sent, then follows the job and names each invoice sent by its number and
 * family.
 */
export function SendDraftsDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: SendDraftsPeriod;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Send all drafts"
      description="Sends every draft invoice of a month to its family: one email per family."
    >
      {open ? <SendDraftsBody initial={initial} onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function SendDraftsBody({ initial, onClose }: { initial: SendDraftsPeriod; onClose: () => void }) {
  const [period, setPeriod] = useState<SendDraftsPeriod>(initial);
  const [jobId, setJobId] = useState<string | null>(null);
  const drafts = useDraftsOfMonth(period);
  // What was counted when Send was pressed: the results are named from it even after the list refreshes.
  const [sentFrom, setSentFrom] = useState<typeof drafts.data>(undefined);
  const start = useStartSendDrafts();
  const job = useSendDraftsJob(jobId);
  const count = drafts.data ? draftsCount(drafts.data) : null;
  const periodText = sendPeriodText(period.month, period.year, period.currency);
  const started = jobId !== null || start.isPending;

  const send = () =>
    start.mutate(period, {
      onSuccess: ({ jobId: id }) => {
        setSentFrom(drafts.data);
        setJobId(id);
      },
    });

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Month"
          value={String(period.month)}
          disabled={started}
          onChange={(event) => setPeriod({ ...period, month: Number(event.target.value) })}
          options={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
        />
        <SelectField
          label="Year"
          value={String(period.year)}
          disabled={started}
          onChange={(event) => setPeriod({ ...period, year: Number(event.target.value) })}
          options={invoicePeriodYears().map((each) => ({ value: String(each), label: String(each) }))}
        />
        <SelectField
          label="Currency"
          value={period.currency ?? ''}
          disabled={started}
          onChange={(event) =>
            setPeriod({
              month: period.month,
              year: period.year,
              ...(event.target.value ? { currency: event.target.value as Currency } : {}),
            })
          }
          options={[
            { value: '', label: 'Both' },
            ...currencies.map((each) => ({ value: each, label: each })),
          ]}
        />
      </div>

      {jobId === null ? (
        <section
          aria-label="Confirmation"
          aria-busy={drafts.isPending}
          className="space-y-3 rounded-card border border-slate-200 bg-slate-50 p-4"
        >
          {drafts.isPending ? <Spinner label={`Counting the drafts of ${periodText}`} /> : null}
          {drafts.isError ? (
            <Alert tone="error">The drafts could not be counted: {failureOf(drafts.error)}</Alert>
          ) : null}
          {count ? (
            <>
              {count.invoices > 0 ? (
                <p className="font-semibold text-slate-900">{sendDraftsQuestion(count)}</p>
              ) : null}
              <p className="text-sm text-slate-700">{sendDraftsConsequence(count, periodText)}</p>
            </>
          ) : null}
          {start.error ? <Alert tone="error">{failureOf(start.error)}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={start.isPending}>
              Cancel
            </Button>
            <Button onClick={send} busy={start.isPending} disabled={!count || count.invoices === 0}>
              {count && count.invoices > 0
                ? `Send ${count.invoices} ${count.invoices === 1 ? 'invoice' : 'invoices'}`
                : 'Send'}
            </Button>
          </div>
        </section>
      ) : null}

      {job.data ? (
        <section aria-label="Sending" className="space-y-3">
          <JobProgress label="Drafts sent" {...job.data} />
          {job.data.status !== 'running' ? (
            <>
              <p className="text-sm font-semibold" role="status">
                {job.data.status === 'failed' ? 'The job stopped. ' : 'Done. '}
                Sent {job.data.sent.length}, failed {job.data.failed.length}.
              </p>
              <InvoiceReferenceList
                label="Invoices sent"
                references={referencesOf(job.data.sent, sentFrom ?? [])}
              />
              {job.data.failed.length > 0 ? (
                <InvoiceReferenceList
                  label="Invoices not sent"
                  tone="error"
                  references={job.data.failed.map((failure) => {
                    const known = (sentFrom ?? []).find((each) => each.invoiceId === failure.invoiceId);
                    return {
                      ...(known ?? {
                        invoiceId: failure.invoiceId,
                        label: failure.invoiceNumber || 'Invoice',
                      }),
                      note: failure.message,
                    };
                  })}
                />
              ) : null}
              <div className="flex justify-end">
                <Button variant="secondary" onClick={onClose}>
                  Done
                </Button>
              </div>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
