import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { SearchBox } from '../../components/search-box';
import { RetryAlert } from '../../components/retry-alert';

export interface ManagementListProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** 'students', 'users'…: for the announcement of how many rows a search left. */
  noun: string;
  matchCount: number;
  /** The load failed: the spec's banner and a way to try again. */
  loadError: string | null;
  onRetry: () => void;
  retrying: boolean;
  successMessage: string | null;
  table: ReactNode;
}

/** The body of a people screen: banners, the search box and the table. */
export function ManagementList({
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  noun,
  matchCount,
  loadError,
  onRetry,
  retrying,
  successMessage,
  table,
}: ManagementListProps) {
  return (
    <div className="space-y-4">
      {loadError ? <RetryAlert message={loadError} onRetry={onRetry} retrying={retrying} /> : null}
      {/* A live region that is always in the page, so screen readers announce a message when it appears. */}
      <div aria-live="polite">{successMessage ? <Alert tone="success">{successMessage}</Alert> : null}</div>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearchChange}
        className="max-w-md"
      />
      <p className="sr-only" aria-live="polite">
        {search.trim() ? `${matchCount} ${noun} found` : ''}
      </p>
      {table}
    </div>
  );
}
