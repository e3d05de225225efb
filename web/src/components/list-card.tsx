import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * The phone layout of a list (issue 18): one card per row, named like the
 * table it replaces, so a phone never scrolls sideways to reach a row's
 * details or its actions. `DataTable` renders its rows this way below
 * 640 px when given a card; lists of their own (family invoices) use the
 * same pieces.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {children}
    </ul>
  );
}

/** One row as a card: a heading line (title and a badge), its fields, then its actions. */
export function ListCard({
  title,
  aside,
  children,
  actions,
  testId,
}: {
  title: ReactNode;
  /** Shown opposite the title (a status badge). */
  aside?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** For tests that find the same entry as a table row or a card. */
  testId?: string;
}) {
  return (
    <li data-testid={testId} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">{title}</div>
        {aside}
      </div>
      {children ? <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">{children}</dl> : null}
      {actions ? <div className="mt-3 border-t border-slate-100 pt-2">{actions}</div> : null}
    </li>
  );
}

/** A labelled value on a card; `wide` spans both columns (notes, a link). */
export function CardField({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0${wide ? ' col-span-2' : ''}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A card list's single message ('No lessons found'), in a card of its own. */
export function CardListMessage({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-600 shadow-card">
      {children}
    </div>
  );
}

/** The spinner of a card list whose rows are on their way. */
export function CardListLoading({ label }: { label: string }) {
  return (
    <CardListMessage>
      <span className="text-brand-700">
        <Spinner label={label} />
      </span>
    </CardListMessage>
  );
}
