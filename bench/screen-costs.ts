import { windowParts } from '../web/src/features/lessons/lesson-window';
import { callApi } from './api-client';
import type { Tokens } from './bench-endpoints';
import type { RuntimeProcess } from './runtime-process';

export interface ScreenCost {
  name: string;
  /** What the web app does for the screen. */
  note: string;
  apiRequests: number;
  items: number;
  bytes: number;
  /** Bytes on the network (the API compresses for clients that accept it, as browsers do). */
  wireBytes: number;
  dynamoCommands: number;
  capacityUnits: number;
  ms: number;
}

interface Screen {
  name: string;
  note: string;
  token: keyof Tokens;
  /**
   * The first request, or several read side by side (the staff calendar reads
   * its weeks in parallel); `next` gives the following one from an answer, or
   * undefined when done.
   */
  first: string | string[];
  next: (first: string, answer: { body: { data: unknown; nextCursor?: string } }) => string | undefined;
  count: (data: unknown) => number;
}

const followCursor = (first: string, answer: { body: { nextCursor?: string } }) =>
  answer.body.nextCursor ? `${first}&cursor=${encodeURIComponent(answer.body.nextCursor)}` : undefined;
const arrayLength = (data: unknown) => (Array.isArray(data) ? data.length : 0);

/** A calendar month view's window (the Monday before the 1st to the Sunday after the last day). */
const monthWindow = { from: new Date('2026-02-23T00:00:00.000Z'), to: new Date('2026-04-05T23:59:59.999Z') };
const windowParam = ({ from, to }: { from: Date; to: Date }) =>
  `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
const monthView = windowParam(monthWindow);

/**
 * What whole screens cost, not single requests: the web app's lists fetch
 * every page (web/src/api/fetch-all-pages.ts, 500 a page), so a staff
 * screen's cost grows with the school even when each request is bounded.
 */
function screens(): Screen[] {
  return [
    {
      name: 'staff students table',
      note: 'fetchAllPages(students.list)',
      token: 'admin',
      first: '/students?limit=500',
      next: followCursor,
      count: arrayLength,
    },
    {
      name: 'staff calendar month',
      note: 'fetchAllPages(lessons.list) of each week of a 6-week month view, the weeks in parallel',
      token: 'admin',
      first: windowParts(monthWindow).map((week) => `/lessons?${windowParam(week)}&limit=500`),
      next: followCursor,
      count: arrayLength,
    },
    {
      name: 'teacher calendar month',
      note: 'fetchAllPages(lessons.list), own lessons',
      token: 'teacher',
      first: `/lessons?${monthView}&limit=500`,
      next: followCursor,
      count: arrayLength,
    },
    {
      name: 'family calendar month',
      note: 'fetchAllPages(lessons.list), two children',
      token: 'family',
      first: `/lessons?${monthView}&limit=500`,
      next: followCursor,
      count: arrayLength,
    },
    {
      name: 'parent options (student form)',
      note: 'fetchAllPages(users.list?role=user,parent)',
      token: 'admin',
      first: '/users?role=user,parent&limit=500',
      next: followCursor,
      count: arrayLength,
    },
    {
      name: 'teacher options',
      note: 'fetchAllPages(users.list?role=teacher)',
      token: 'admin',
      first: '/users?role=teacher&limit=500',
      next: followCursor,
      count: arrayLength,
    },
    {
      name: 'invoice list, deepest page',
      note: 'staff, all invoices, page 1000 of 10 (the deepest the API serves)',
      token: 'admin',
      first: '/invoices?page=1000&limit=10',
      next: () => undefined,
      count: (data) => ((data as { invoices?: unknown[] }).invoices ?? []).length,
    },
    {
      name: 'invoice list, Student filter',
      note: 'staff, one student, first page',
      token: 'admin',
      first: '/invoices?studentId=STUDENT',
      next: () => undefined,
      count: (data) => ((data as { invoices?: unknown[] }).invoices ?? []).length,
    },
  ];
}

interface ChainCost {
  apiRequests: number;
  items: number;
  bytes: number;
  wireBytes: number;
}

const sum = (chains: readonly ChainCost[], key: keyof ChainCost) =>
  chains.reduce((total, chain) => total + chain[key], 0);

/** One list read page after page from `first`, as fetchAllPages does. */
async function readChain(
  runtime: RuntimeProcess,
  screen: Screen,
  first: string,
  tokens: Tokens,
): Promise<ChainCost> {
  const cost: ChainCost = { apiRequests: 0, items: 0, bytes: 0, wireBytes: 0 };
  for (let path: string | undefined = first; path;) {
    const answer = await callApi(runtime.api, 'GET', path, { token: tokens[screen.token] });
    if (answer.status !== 200)
      throw new Error(`${screen.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    cost.apiRequests++;
    cost.items += screen.count(answer.body.data);
    cost.bytes += answer.bytes;
    cost.wireBytes += answer.wireBytes;
    path = screen.next(first, answer);
  }
  return cost;
}

export async function measureScreens(
  runtime: RuntimeProcess,
  tokens: Tokens,
  studentId: string,
): Promise<ScreenCost[]> {
  const costs: ScreenCost[] = [];
  for (const screen of screens()) {
    const firsts = (Array.isArray(screen.first) ? screen.first : [screen.first]).map((path) =>
      path.replace('STUDENT', studentId),
    );
    // Warm once (JIT, connections), then measure.
    await Promise.all(
      firsts.map((path) => callApi(runtime.api, 'GET', path, { token: tokens[screen.token] })),
    );
    await runtime.take();
    const started = performance.now();
    const chains = await Promise.all(firsts.map((first) => readChain(runtime, screen, first, tokens)));
    const ms = performance.now() - started;
    const meter = await runtime.take();
    costs.push({
      name: screen.name,
      note: screen.note,
      apiRequests: sum(chains, 'apiRequests'),
      items: sum(chains, 'items'),
      bytes: sum(chains, 'bytes'),
      wireBytes: sum(chains, 'wireBytes'),
      dynamoCommands: meter.commands.length,
      capacityUnits: Math.round(meter.capacityUnits * 10) / 10,
      ms,
    });
  }
  return costs;
}
