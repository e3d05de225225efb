import * as z from 'zod';
import { maxImportFileBytes } from '../../../../shared/imports/import-limits';
import { importKindSchema } from '../../../../shared/schemas/import-schemas';

/** The extensions the server reads (docs/import.md); an old `.xls` is refused there with its own message. */
const readableFile = /\.(csv|xlsx)$/i;

/**
 * The Import page's first form: what the file holds and the file. Checked here so a wrong or oversized file is
 * named before it travels; the server checks the bytes again with `importPreviewBodySchema`.
 */
export const importFileFormSchema = z.object({
  kind: importKindSchema,
  file: z
    .instanceof(File, { error: 'Choose a CSV or Excel (.xlsx) file first.' })
    .refine((file) => readableFile.test(file.name), 'Choose a CSV or Excel (.xlsx) file.')
    .refine((file) => file.size > 0, 'The file is empty.')
    .refine(
      (file) => file.size <= maxImportFileBytes,
      `The file is larger than ${Math.round(maxImportFileBytes / 1024)} KB.`,
    ),
});

export type ImportFileFormInput = z.input<typeof importFileFormSchema>;
export type ImportFileChoice = z.output<typeof importFileFormSchema>;
