import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  GenerateAllRequest,
  SendDraftsRequest,
} from '../../../../../shared/schemas/invoice-job-schemas';
import { maxInvoicePageSize } from '../../../../../shared/invoices/invoice-limits';
import type { Currency } from '../../../../../shared/invoices/money';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';
import { draftReferenceOf, type DraftReference } from './send-drafts-model';
import { afterInvoiceChange } from '../invoice-query-keys';

/** How often a running job's progress is read again. */
const pollMs = 1000;

export function useStartGenerateAll() {
  return useMutation({
    mutationFn: (body: GenerateAllRequest) => callApi('invoices.generateAll', { body }),
  });
}

export function useStartSendDrafts() {
  return useMutation({
    mutationFn: (body: SendDraftsRequest) => callApi('invoices.sendDrafts', { body }),
  });
}

/**
 * A job's progress, read every second while it runs. The invoice lists are
 * refreshed once, when it ends, from an effect: invalidating inside the
 * query function would cancel that very fetch (the status query is one of
 * the invoice queries), so the answer saying "done" would never be kept and
 * the dialog would show the job running for ever.
 */
function useJobProgress<Job extends { status: string }>(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<Job>,
  enabled: boolean,
) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    enabled,
    refetchInterval: (current) =>
      current.state.data?.status === 'running' || !current.state.data ? pollMs : false,
  });
  const ended = query.data !== undefined && query.data.status !== 'running';
  useEffect(() => {
    if (ended) void afterInvoiceChange(client);
  }, [ended, client]);
  return query;
}

/** A generate-all job's progress; the invoice lists refresh when it ends. */
export function useGenerateAllJob(jobId: string | null) {
  return useJobProgress(
    ['invoices.generateAllStatus', jobId],
    (signal) => callApi('invoices.generateAllStatus', { params: { jobId: jobId! }, signal }),
    jobId !== null,
  );
}

/** A send-drafts job's progress; the invoice lists refresh when it ends. */
export function useSendDraftsJob(jobId: string | null) {
  return useJobProgress(
    ['invoices.sendDraftsStatus', jobId],
    (signal) => callApi('invoices.sendDraftsStatus', { params: { jobId: jobId! }, signal }),
    jobId !== null,
  );
}

/**
 * The drafts of a month (one currency, or both), every page of them: the very
 * list partition the send-drafts job works through (docs/data-model.md,
 * the invoice list rows by status, month, year and currency), read 50 at a time.
 * The Send all drafts confirmation counts them and their families, and the
 * jobs' results name their invoices from it.
 */
export function useDraftsOfMonth(period: { month: number; year: number; currency?: Currency } | null) {
  return useQuery({
    queryKey: queryKeyOf('invoices.list', 'drafts-of-month', period),
    enabled: period !== null,
    queryFn: async ({ signal }): Promise<DraftReference[]> => {
      const query = { status: 'draft' as const, ...period!, limit: maxInvoicePageSize };
      const first = await callApi('invoices.list', { query: { ...query, page: 1 }, signal });
      const rest = await Promise.all(
        Array.from({ length: Math.max(first.pagination.pages - 1, 0) }, (_, index) =>
          callApi('invoices.list', { query: { ...query, page: index + 2 }, signal }),
        ),
      );
      return [first, ...rest].flatMap((answer) => answer.invoices.map(draftReferenceOf));
    },
  });
}
