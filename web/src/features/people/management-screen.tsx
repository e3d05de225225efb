import { Plus } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { RetryAlert } from '../../components/retry-alert';
import { SearchBox } from '../../components/search-box';
import { PageTitle } from '../../components/page-title';

export interface ManagementScreenProps<Row> {
  /** 'Student Management': the heading and the tab's title. */
  title: string;
  description: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** 'Add Student', the button that opens the add form. */
  addLabel: string;
  onAdd: () => void;
  /** Another action beside Add (Import from a spreadsheet). */
  extraAction?: ReactNode;
  /** What a row is, one and many ('student', 'students'): the table's caption, search and messages. */
  noun: { one: string; many: string };
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** The list as react-query has it: loading, failed, or reloading after Try again. */
  list: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The spec's banner when the list failed to load. */
  loadErrorMessage: string;
  successMessage: string | null;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Below 640 px, each row as a card with the facts first and its actions in a menu (issue 40). */
  renderCard?: (row: Row) => ReactNode;
  /** The screen's dialogs. */
  children: ReactNode;
}

/** A people screen: heading and Add button, banners, the search box and the searchable table. */
export function ManagementScreen<Row>({
  title,
  description,
  headingRef,
  addLabel,
  onAdd,
  extraAction,
  noun,
  searchPlaceholder,
  search,
  onSearchChange,
  list,
  loadErrorMessage,
  successMessage,
  columns,
  rows,
  rowKey,
  renderCard,
  children,
}: ManagementScreenProps<Row>) {
  const caption = noun.many.charAt(0).toUpperCase() + noun.many.slice(1);
  return (
    <div className="space-y-6">
      <PageTitle>{`${title} · School Progress`}</PageTitle>
      <PageHeader
        headingRef={headingRef}
        title={title}
        description={description}
        actions={
          <>
            {extraAction}
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" className="size-4" />
              {addLabel}
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        {list.isError ? (
          <RetryAlert
            message={loadErrorMessage}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : null}
        {/* A live region that is always in the page, so screen readers announce a message when it appears. */}
        <div aria-live="polite">{successMessage ? <Alert tone="success">{successMessage}</Alert> : null}</div>
        <SearchBox
          label={`Search ${noun.many}`}
          placeholder={searchPlaceholder}
          value={search}
          onChange={onSearchChange}
          className="max-w-md"
        />
        <p className="sr-only" aria-live="polite">
          {search.trim() ? `${rows.length} ${rows.length === 1 ? noun.one : noun.many} found` : ''}
        </p>
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={list.isPending}
          loadingLabel={`Loading ${noun.many}`}
          emptyText={`No ${noun.many} found`}
          resetPageKey={search}
          renderCard={renderCard}
        />
      </div>
      {children}
    </div>
  );
}
