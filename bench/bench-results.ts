import type { DynamoLocalBaseline } from './dynamo-local-baseline';
import type { AuditScores } from './lighthouse-audit';
import type { EndpointMeasurement } from './api-load';
import type { GenerateSummary, SchoolCounts } from './generate-school';
import type { BundleMeasurement } from './lambda-bundles';
import type { PasswordTiming } from './password-timing';
import type { ScreenCost } from './screen-costs';
import type { RouteFirstLoad } from './web-first-load';

export interface SchoolRun {
  size: 'small' | 'large';
  generation: Omit<GenerateSummary, 'sample'> & { counts: SchoolCounts };
  /** DynamoDB Local's own speed at this table size, without the app. */
  dynamoLocal: DynamoLocalBaseline;
  endpoints: EndpointMeasurement[];
  screens: ScreenCost[];
  memory: {
    /** The runtime's Node process after generation, before load. */
    idleRssBytes: number;
    /** Highest sample while autocannon ran. */
    peakRssUnderLoadBytes: number;
    /** DynamoDB Local's JVM at the end (in memory: it holds the whole table). */
    dynamoDbLocalRssBytes: number;
  };
  /** Every DynamoDB command the API sent during this school's run, by name. */
  commandTotals: Record<string, number>;
  scans: number;
}

export interface BenchResults {
  startedAt: string;
  seconds: number;
  machine: { cpus: number; node: string; loadAverage: number[]; loadAverageAtEnd: number[] };
  settings: { loadSeconds: number; concurrencies: number[]; coldImportRuns: number };
  schools: SchoolRun[];
  bundles: (BundleMeasurement & { coldImportMs: number; coldImportRatio: number })[];
  web: { routes: RouteFirstLoad[]; lazyLibraryFiles: Record<string, string[]> };
  lighthouse: { school: string; audits: AuditScores[]; skipped?: string };
  password: PasswordTiming;
}
