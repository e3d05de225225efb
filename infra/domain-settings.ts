import type { Domain } from '../shared/routes/route-definition';

/** What a domain function may do with a data store: least privilege per domain (DESIGN rule 2). */
export type DataAccess = 'none' | 'read' | 'readWrite';

export interface DomainSettings {
  memorySizeMb: number;
  timeoutSeconds: number;
  tableAccess: DataAccess;
  bucketAccess: DataAccess;
  /** Whether the function verifies or signs access tokens, and so reads the JWT signing secret. */
  readsSigningSecret: boolean;
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
};

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
  // Invoice PDFs are written to and served from the private bucket.
  invoices: { bucketAccess: 'readWrite' },
};

export function settingsOfDomain(domain: Domain): DomainSettings {
  return { ...defaultDomainSettings, ...domainSettingOverrides[domain] };
}
