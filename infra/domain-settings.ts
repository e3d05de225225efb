import { invoiceFontDirVariable, invoiceFontFiles } from '../functions/platform/invoice-font-files';
import type { Domain } from '../shared/routes/route-definition';

/**
 * What a domain function may do with the table: least privilege per domain
 * (docs/architecture.md#one-lambda-per-domain).
 */
export type DataAccess = 'none' | 'read' | 'readWrite';

/** What a domain function may do with the PDF bucket's objects; no bucket-level action is ever granted. */
export type BucketObjectAction = 'get' | 'put' | 'delete';

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
  bucketObjectActions: readonly BucketObjectAction[];
  /** Keys of single objects the domain may delete beyond `bucketObjectActions` (never a whole prefix). */
  deletableObjectKeys: readonly string[];
  /** Whether the function verifies or signs access tokens, and so reads the JWT signing secret. */
  readsSigningSecret: boolean;
  /**
   * Whether the function reads and replaces the school's Stripe keys (PAYMENT_SECRETS_ARN): the one domain
   * that takes payments, no other.
   */
  keepsPaymentSecrets: boolean;
  /** Whether the function builds addresses in the web app (Stripe's return pages), and so is told APP_URL. */
  linksToApp: boolean;
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
  bucketObjectActions: [],
  deletableObjectKeys: [],
  readsSigningSecret: true,
  keepsPaymentSecrets: false,
  linksToApp: false,
  bundledFiles: [],
  environment: {},
};

/**
 * Embedded in invoice PDFs: DejaVu Sans covers far more scripts than the standard PDF fonts (Latin-1 only).
 * Bundled with each function that makes invoice PDFs: documents, and the mailer
 * (infra/constructs/outbox-mailer.ts).
 */
const invoiceFontFolder = 'fonts';
export const invoiceFonts: readonly BundledFile[] = Object.values(invoiceFontFiles).map((fileName) => ({
  source: `node_modules/dejavu-fonts-ttf/ttf/${fileName}`,
  bundleFolder: invoiceFontFolder,
}));
/** Where a function bundled with `invoiceFonts` finds them. */
export const invoiceFontEnvironment: Readonly<Record<string, string>> = {
  [invoiceFontDirVariable]: `${lambdaTaskRoot}/${invoiceFontFolder}`,
};

export const domainSettingOverrides: Partial<Record<Domain, Partial<DomainSettings>>> = {
  // Health and the OpenAPI document are public and only read; the super_admin's System health page (issue 39)
  // checks a token, and its Retry and Dismiss of a failed email write the message and an audit entry.
  // Its SES right (GetEmailIdentity on the sending identity) is added in school-stack.ts, beside the identity.
  system: { tableAccess: 'readWrite', readsSigningSecret: true },
  // scrypt with N=2^17, r=8 needs 128 MiB per hash, and Lambda gives CPU in proportion to memory.
  auth: { memorySizeMb: 1024 },
  // The home screen's counters and activity are only ever read.
  dashboard: { tableAccess: 'read' },
  // A deleted invoice takes its stored PDF with it; making and reading PDFs is the documents function's.
  // The invoices CSV export reads a year of invoices in one request (issue 16): API Gateway's 29 s, not 10 s.
  invoices: { bucketObjectActions: ['delete'], timeoutSeconds: 29 },
  // Reads an invoice and keeps its PDF in the private bucket; pdf-lib and the fonts (read from
  // INVOICE_FONT_DIR) load only here. A family's data export (issue 17) may make a year of invoice PDFs
  // in one request when none is stored yet: API Gateway's 29 s, not 10 s.
  // It writes too: the logo's profile item and the audit entries of logo changes and of staff's family exports.
  documents: {
    timeoutSeconds: 29,
    tableAccess: 'readWrite',
    bucketObjectActions: ['get', 'put'],
    // Removing the school's logo deletes its one object (schoolLogoKey in
    // functions/entities/school-logo-object.ts, checked equal by infra/school-stack.test.ts);
    // the invoice PDFs beside it stay out of its reach.
    deletableObjectKeys: ['school/logo'],
    memorySizeMb: 1024,
    bundledFiles: invoiceFonts,
    environment: invoiceFontEnvironment,
  },
  // The lessons CSV export and Teacher Hours read a year of lessons in one request (issue 16).
  lessons: { timeoutSeconds: 29 },
  // Erasure (issue 17) deletes a child's draft invoices with their stored PDFs, and reads every list naming it.
  users: { bucketObjectActions: ['delete'], timeoutSeconds: 29 },
  students: { bucketObjectActions: ['delete'], timeoutSeconds: 29 },
  // Online payment (issue 35): checkout needs a signed-in family (the signing secret), the Stripe webhook
  // records payments (the table, read and write), and both call Stripe within the API's usual 10 s. The only
  // function that reads the school's Stripe keys, and that saves them from Settings → Payments; a Checkout
  // Session sends the family back to the invoice page, an address in the web app.
  payments: {
    tableAccess: 'readWrite',
    readsSigningSecret: true,
    timeoutSeconds: 10,
    keepsPaymentSecrets: true,
    linksToApp: true,
  },
};

export function settingsOfDomain(domain: Domain): DomainSettings {
  return { ...defaultDomainSettings, ...domainSettingOverrides[domain] };
}
