import { invoiceFontDirVariable, invoiceFontFiles } from '../functions/documents/invoice-fonts';
import type { Domain } from '../shared/routes/route-definition';

/** What a domain function may do with a data store: least privilege per domain (DESIGN rule 2). */
export type DataAccess = 'none' | 'read' | 'readWrite';

/** Where Lambda unpacks a function's bundle: files copied beside index.mjs are found under it. */
export const lambdaTaskRoot = '/var/task';

/** A repository file the function reads from disk at run time (a font), copied into its bundle. */
export interface BundledFile {
  /** Path from the repository root, e.g. a file of an npm package under node_modules/. */
  source: string;
  /** Folder beside index.mjs it is copied into: `${lambdaTaskRoot}/<folder>/<file name>` in Lambda. */
  bundleFolder: string;
}

export interface DomainSettings {
  memorySizeMb: number;
  timeoutSeconds: number;
  tableAccess: DataAccess;
  bucketAccess: DataAccess;
  /** Whether the function verifies or signs access tokens, and so reads the JWT signing secret. */
  readsSigningSecret: boolean;
  /** Files esbuild cannot bundle because the code reads them at run time. */
  bundledFiles: readonly BundledFile[];
  /** Environment variables of the domain's own, e.g. where its bundled files are. */
  environment: Readonly<Record<string, string>>;
}

/**
 * What a domain gets unless it says otherwise: the table for reading and
 * writing, no PDF bucket, and the signing secret, because every route outside
 * `system` either signs or checks an access token.
 */
export const defaultDomainSettings: DomainSettings = {
  memorySizeMb: 512,
  timeoutSeconds: 10,
  tableAccess: 'readWrite',
  bucketAccess: 'none',
  readsSigningSecret: true,
  bundledFiles: [],
  environment: {},
};

/** Embedded in invoice PDFs: DejaVu Sans covers far more scripts than the standard PDF fonts (Latin-1 only). */
const invoiceFontFolder = 'fonts';
const invoiceFonts: BundledFile[] = Object.values(invoiceFontFiles).map((fileName) => ({
  source: `node_modules/dejavu-fonts-ttf/ttf/${fileName}`,
  bundleFolder: invoiceFontFolder,
}));

/**
 * Domains the design plans but the route table may not have yet. Keying the
 * overrides by them lets a setting wait for its domain without a typo going
 * unnoticed: a misspelt key is a type error.
 */
type PlannedDomain = 'users' | 'students' | 'curriculum' | 'progress' | 'lessons' | 'invoices' | 'dashboard';

export const domainSettingOverrides: Partial<Record<Domain | PlannedDomain, Partial<DomainSettings>>> = {
  // Health and the OpenAPI document only ever look at the table; no tokens involved.
  system: { tableAccess: 'read', readsSigningSecret: false },
  // scrypt with N=2^17, r=8 needs 128 MiB per hash, and Lambda gives CPU in proportion to memory.
  auth: { memorySizeMb: 1024 },
  // A deleted invoice takes its stored PDF with it.
  invoices: { bucketAccess: 'readWrite' },
  // Reads an invoice and keeps its PDF in the private bucket; pdf-lib and the fonts (read from
  // INVOICE_FONT_DIR) load only here.
  documents: {
    tableAccess: 'read',
    bucketAccess: 'readWrite',
    memorySizeMb: 1024,
    bundledFiles: invoiceFonts,
    environment: { [invoiceFontDirVariable]: `${lambdaTaskRoot}/${invoiceFontFolder}` },
  },
};

export function settingsOfDomain(domain: Domain): DomainSettings {
  return { ...defaultDomainSettings, ...domainSettingOverrides[domain] };
}
