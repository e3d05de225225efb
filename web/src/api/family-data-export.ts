import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './download-file';

/**
 * GET /users/{id}/export: a family's data as one zip (its own, or any
 * family's for staff answering a subject access request). The zip can take a
 * few seconds; the caller shows the mutation's pending and error states.
 */
export function useFamilyDataExport() {
  return useMutation({
    mutationFn: (familyId: string) =>
      downloadFile('users.export', { params: { id: familyId }, fileName: 'family-data.zip' }),
  });
}
