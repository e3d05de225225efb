import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateAllRequest,
  SendDraftsRequest,
} from '../../../../../shared/schemas/invoice-job-schemas';
import { callApi } from '../../../api/api-client';
import { afterInvoiceChange } from './invoice-management-api';

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

/** A generate-all job's progress, read every second while it runs; the invoice lists refresh when it ends. */
export function useGenerateAllJob(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['invoices.generateAllStatus', jobId],
    queryFn: async ({ signal }) => {
      const job = await callApi('invoices.generateAllStatus', { params: { jobId: jobId! }, signal });
      if (job.status !== 'running') await afterInvoiceChange(client);
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? pollMs : false,
  });
}

export function useSendDraftsJob(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['invoices.sendDraftsStatus', jobId],
    queryFn: async ({ signal }) => {
      const job = await callApi('invoices.sendDraftsStatus', { params: { jobId: jobId! }, signal });
      if (job.status !== 'running') await afterInvoiceChange(client);
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? pollMs : false,
  });
}
