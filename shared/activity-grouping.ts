/**
 * The activity feed groups repeated events (issue 40): the nightly overdue
 * sweep turns 29 invoices overdue in one run, and 29 lines of "Invoice
 * overdue" would push everything else off the feed. Neighbouring events
 * (newest first, nothing else between them) of the same kind within
 * `groupWindowMs` of the group's newest, `minimumGroup` or more of them,
 * become one line that says how many.
 */

/** What the rule reads of an event; the feed's items carry more, kept as they are. */
export interface GroupableEvent {
  id: string;
  title: string;
  status: string;
  icon: string;
  description: string;
  /** ISO instant. */
  time: string;
}

export type GroupedEvent<T extends GroupableEvent> = T & {
  /** How many events the line stands for; absent when it is one. */
  count?: number;
};

/** Events further apart than this stay apart: a batch is one run of a job or one press of a button. */
export const groupWindowMs = 6 * 60 * 60 * 1000;

/** Two of a kind still read well as two lines (two students added, each named); three start to flood. */
export const minimumGroup = 3;

/**
 * How a repeated kind reads, by its single title. A title not listed reads
 * "<title> (<n> times)", which says the same without a made-up plural.
 */
const pluralTitles: Record<string, (count: number) => string> = {
  'Invoice overdue': (count) => `${count} invoices became overdue`,
  'Invoice sent': (count) => `${count} invoices sent`,
  'Invoice paid': (count) => `${count} invoices paid`,
  'Invoice drafted': (count) => `${count} invoices drafted`,
  'Invoice voided': (count) => `${count} invoices voided`,
  'Lesson booked': (count) => `${count} lessons booked`,
  'Lesson reported': (count) => `${count} lessons reported`,
  'Recurring lessons booked': (count) => `${count} lesson series booked`,
  'Progress updated': (count) => `${count} progress updates`,
  'Student added': (count) => `${count} students added`,
  'Students assigned': (count) => `Students assigned ${count} times`,
  'Payment removed': (count) => `${count} payments removed`,
  'Payment refunded': (count) => `${count} payments refunded`,
  'Credit note issued': (count) => `${count} credit notes issued`,
  'Direct Debit failed': (count) => `${count} Direct Debits failed`,
};

/** The title of a line standing for `count` events titled `title`. */
export function groupTitle(title: string, count: number): string {
  if (count === 1) return title;
  const plural = pluralTitles[title];
  return plural ? plural(count) : `${title} (${count} times)`;
}

const sameKind = (a: GroupableEvent, b: GroupableEvent) =>
  a.title === b.title && a.status === b.status && a.icon === b.icon;

/**
 * Groups a newest-first list: each line keeps its newest event's id, time and
 * description ("Latest: …" when it stands for several) and says how many in
 * its title and `count`. At most `limit` lines.
 */
export function groupActivity<T extends GroupableEvent>(
  events: readonly T[],
  limit = Number.POSITIVE_INFINITY,
): GroupedEvent<T>[] {
  const runs: T[][] = [];
  for (const event of events) {
    const run = runs.at(-1);
    const newest = run?.[0];
    if (
      run &&
      newest &&
      sameKind(newest, event) &&
      Date.parse(newest.time) - Date.parse(event.time) <= groupWindowMs
    )
      run.push(event);
    else runs.push([event]);
  }
  const lines = runs.flatMap((run): GroupedEvent<T>[] => {
    const newest = run[0]!;
    if (run.length < minimumGroup) return run;
    return [
      {
        ...newest,
        title: groupTitle(newest.title, run.length),
        description: `Latest: ${newest.description}`,
        count: run.length,
      },
    ];
  });
  return lines.slice(0, limit);
}
