import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { downloadFile } from '../../../api/download-file';
import { queryKeyOf } from '../../../api/query-keys';

/** Any invoice change reads it again (api/after-change.ts refreshes the invoices domain's reads). */
export const familyStatementQueryKey = (familyId: string) => queryKeyOf('invoices.familyStatement', familyId);

/** GET /families/{id}/statement: the family's ledger per currency with its running balance and totals. */
export function useFamilyStatement(familyId: string) {
  return useQuery({
    queryKey: familyStatementQueryKey(familyId),
    queryFn: ({ signal }) => callApi('invoices.familyStatement', { params: { id: familyId }, signal }),
    enabled: familyId !== '',
  });
}

/** GET /families/{id}/statement.pdf, saved under the name the server gives it. */
export function useDownloadStatementPdf() {
  return useMutation({
    mutationFn: (familyId: string) =>
      downloadFile('invoices.familyStatementPdf', { params: { id: familyId }, fileName: 'statement.pdf' }),
  });
}
