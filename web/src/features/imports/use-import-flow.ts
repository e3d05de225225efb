import { useState } from 'react';
import type { ImportKind, ImportMapping } from '../../../../shared/imports/import-columns';
import type { ImportView } from '../../../../shared/schemas/import-schemas';
import { messageOf } from '../../api/api-error';
import type { ImportFileChoice } from './import-file-form-schema';
import { fileAsBase64, useApplyImport, useImportProgress, usePreviewImport } from './imports-api';

/**
 * The Import page's steps as one state: a file previewed (with the columns it was read with), then applied as a
 * job read every second until it ends. Nothing is written before `applyImport`.
 */
export function useImportFlow() {
  const [kind, setKind] = useState<ImportKind>('families');
  const [chosen, setChosen] = useState<ImportFileChoice | null>(null);
  const [previewed, setPreviewed] = useState<ImportView | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const progress = useImportProgress(appliedId);

  const previewFile = async (choice: ImportFileChoice, columns?: ImportMapping) => {
    setError(null);
    setAppliedId(null);
    setChosen(choice);
    try {
      const content = await fileAsBase64(choice.file);
      const answer = await preview.mutateAsync({
        kind: choice.kind,
        fileName: choice.file.name,
        content,
        ...(columns ? { mapping: columns } : {}),
      });
      setPreviewed(answer);
      setMapping(answer.mapping);
    } catch (failure) {
      setPreviewed(null);
      setError(messageOf(failure, 'The file could not be read. Please try again.'));
    }
  };

  const applyImport = async (sendInvitations: boolean) => {
    if (!previewed) return;
    setError(null);
    try {
      await apply.mutateAsync({ importId: previewed.importId, sendInvitations });
      setAppliedId(previewed.importId);
    } catch (failure) {
      setError(messageOf(failure, 'The import could not be started. Please try again.'));
    }
  };

  /** A new file or kind: what was previewed no longer describes it. */
  const forget = () => {
    setPreviewed(null);
    setAppliedId(null);
  };
  const chooseKind = (next: ImportKind) => {
    setKind(next);
    forget();
  };

  const current = progress.data ?? previewed;
  return {
    /** The kind chosen on the form (the template and the mapping's fields follow it). */
    kind,
    current,
    previewed,
    mapping,
    setMapping,
    applied: appliedId !== null,
    error,
    previewing: preview.isPending,
    applying: apply.isPending,
    previewFile,
    previewAgain: () => (chosen ? previewFile(chosen, mapping) : Promise.resolve()),
    applyImport,
    forget,
    chooseKind,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
