import type { GenerateSummary } from './generate-school';
import { generatedPassword } from './school-sizes';

export interface Tokens {
  admin: string;
  family: string;
  teacher: string;
}

export interface BenchEndpoint {
  /** Short name in the report. */
  name: string;
  routeId: string;
  caller: 'admin' | 'family' | 'teacher' | 'anyone';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Why this request: what the screen asks. */
  note: string;
}

/** A calendar month as the month view asks for it: from the Monday before the 1st to the Sunday after the last day. */
const calendarMonth = { from: '2026-02-23T00:00:00.000Z', to: '2026-04-05T23:59:59.999Z' };

/**
 * The endpoints issue 8 names, each as the web app calls it, for a caller
 * whose data has the same size in both schools (a family of two children,
 * a teacher of about 67 students), so that what changes between the small
 * and the large school is only the school around them.
 */
export function benchEndpoints(sample: GenerateSummary['sample']): BenchEndpoint[] {
  const window = `from=${encodeURIComponent(calendarMonth.from)}&to=${encodeURIComponent(calendarMonth.to)}`;
  return [
    {
      name: 'login',
      routeId: 'auth.login',
      caller: 'anyone',
      method: 'POST',
      path: '/auth/login',
      body: { email: sample.familyEmail, password: generatedPassword },
      note: 'a family signs in (scrypt N=2^17); a burst of one sign-in per connection, not a timed run',
    },
    {
      name: '/auth/me',
      routeId: 'auth.me',
      caller: 'family',
      method: 'GET',
      path: '/auth/me',
      note: 'session check',
    },
    {
      name: 'students list',
      routeId: 'students.list',
      caller: 'admin',
      method: 'GET',
      // A full page at both sizes (the small school has 200 students): a first page of 500 held
      // 200 students in one school and 500 in the other, so it compared two different amounts of work.
      path: '/students?limit=200',
      note: 'staff, a full first page of 200 at both sizes (the screen fetches every page: see Whole screens)',
    },
    {
      name: 'progress sheet',
      routeId: 'progress.sheet',
      caller: 'family',
      method: 'GET',
      path: `/progress/student/${sample.studentId}/subject/${sample.subjectId}`,
      note: "a child's sheet for one subject (20 topics)",
    },
    {
      name: 'lessons window (teacher)',
      routeId: 'lessons.list',
      caller: 'teacher',
      method: 'GET',
      path: `/lessons?${window}&limit=500`,
      note: "a teacher's calendar month view (6 weeks)",
    },
    {
      name: 'lessons window (staff)',
      routeId: 'lessons.list',
      caller: 'admin',
      method: 'GET',
      path: `/lessons?${window}&limit=500`,
      note: "staff calendar month view, first page of 500 (the school's lessons)",
    },
    {
      name: 'family invoices',
      routeId: 'invoices.family',
      caller: 'family',
      method: 'GET',
      path: '/invoices/my-invoices',
      note: 'a family of two children, first page',
    },
    {
      name: 'invoice list',
      routeId: 'invoices.list',
      caller: 'admin',
      method: 'GET',
      path: '/invoices',
      note: 'staff, all invoices, first page of 10',
    },
    {
      name: 'invoice detail',
      routeId: 'invoices.get',
      caller: 'admin',
      method: 'GET',
      path: `/invoices/${sample.invoiceId}`,
      note: 'one invoice',
    },
    {
      name: 'invoice PDF export',
      routeId: 'invoices.export',
      caller: 'admin',
      method: 'GET',
      path: `/invoices/${sample.invoiceId}/export`,
      note: 'stored PDF served from S3 after the first export',
    },
    {
      name: 'dashboard counters',
      routeId: 'dashboard.counters',
      caller: 'admin',
      method: 'GET',
      path: '/dashboard/counters',
      note: 'staff: the counters item',
    },
  ];
}

export function tokenFor(endpoint: BenchEndpoint, tokens: Tokens): string | undefined {
  return endpoint.caller === 'anyone' ? undefined : tokens[endpoint.caller];
}
