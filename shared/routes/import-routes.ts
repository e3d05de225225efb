import * as z from 'zod';
import { importBodyBytes } from '../imports/import-limits';
import { idParamsSchema } from '../schemas/people-schemas';
import {
  importApplyBodySchema,
  importPreviewBodySchema,
  importSchema,
  importTemplateQuerySchema,
} from '../schemas/import-schemas';
import { defineDomainRoutes } from './route-definition';

/**
 * Import from a spreadsheet (issue 38, docs/import.md): in the students domain, which creates students and
 * links them to their families. Families: super_admin and admin; teachers: super_admin only (checked by the
 * service, since the kind is in the body).
 */
export const importRoutes = defineDomainRoutes('students', {
  'students.importPreview': {
    method: 'POST',
    path: '/imports',
    access: ['super_admin', 'admin'],
    summary:
      'Read a CSV or XLSX file (base64) and answer every row as create, update, unchanged or error; nothing is written but the preview',
    body: importPreviewBodySchema,
    data: importSchema,
    successStatus: 201,
    maxBodyBytes: importBodyBytes,
  },
  'students.importApply': {
    method: 'POST',
    path: '/imports/{id}/apply',
    access: ['super_admin', 'admin'],
    summary:
      'Apply a previewed import as a job (202; GET /imports/{id} follows it); invitations go at the end if asked',
    params: idParamsSchema,
    body: importApplyBodySchema,
    data: z.object({ jobId: z.string() }),
    successStatus: 202,
  },
  'students.import': {
    method: 'GET',
    path: '/imports/{id}',
    access: ['super_admin', 'admin'],
    summary: "An import's status, counts and rows, with each row's outcome once applied",
    params: idParamsSchema,
    data: importSchema,
  },
  'students.importTemplate': {
    method: 'GET',
    path: '/imports/template.csv',
    access: ['super_admin', 'admin'],
    summary: 'The CSV template of an import: its columns and an example row',
    query: importTemplateQuerySchema,
    data: z.instanceof(Uint8Array),
    produces: 'text/csv',
  },
});
