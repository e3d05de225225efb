import { useMutation, useQuery } from '@tanstack/react-query';
import type { ImportKind, ImportMapping } from '../../../../shared/imports/import-columns';
import { callApi } from '../../api/api-client';

/** How often an import being applied is read again. */
const pollMs = 1000;

export interface PreviewRequest {
  kind: ImportKind;
  fileName: string;
  content: string;
  mapping?: ImportMapping;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: (body: PreviewRequest) => callApi('students.importPreview', { body }) });
}

export function useApplyImport() {
  return useMutation({
    mutationFn: ({ importId, sendInvitations }: { importId: string; sendInvitations: boolean }) =>
      callApi('students.importApply', { params: { id: importId }, body: { sendInvitations } }),
  });
}

/** The import being applied, read every second until the job ends. */
export function useImportProgress(importId: string | null) {
  return useQuery({
    queryKey: ['students.import', importId],
    queryFn: ({ signal }) => callApi('students.import', { params: { id: importId! }, signal }),
    enabled: importId !== null,
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'applying' ? pollMs : false,
  });
}

/** The file's bytes as base64, as POST /imports takes them. */
export async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
