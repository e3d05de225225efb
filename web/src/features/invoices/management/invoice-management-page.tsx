import { BarChart3, Plus, Send, Settings } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAddressParams } from '../../../lib/use-address-params';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';
import { appPaths, settingsPath } from '../../../screens';
import { useSession } from '../../../api/session-context';
import { FloatingNotice } from '../../../components/floating-notice';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useTimedMessage } from '../../../components/use-timed-message';
import { generateInvoiceMessages } from './generate-invoice-model';
import { InvoiceEditorDialog } from '../editor/invoice-editor-dialog';
import { InvoiceGenerateDialog } from './invoice-generate-dialog';
import { BulkInvoicingDialog } from './bulk-invoicing-dialog';
import { SendDraftsDialog, type SendDraftsPeriod } from './send-drafts-dialog';
import { useDeleteInvoice, useInvoiceList, useInvoiceStudentOptions } from './invoice-management-api';
import { InvoiceManagementFilters } from './invoice-management-filters';
import {
  deleteConfirmationText,
  failureText,
  invoiceManagementMessages as messages,
} from '../invoice-management-messages';
import { InvoiceManagementTable } from './invoice-management-table';
import {
  filtersFromParams,
  invoiceListQuery,
  pageFromParams,
  paramsWithFilters,
  paramsWithPage,
  type InvoiceListFilters,
} from './invoice-management-url-state';
import { RetryAlert } from '../../../components/retry-alert';
import { PageTitle } from '../../../components/page-title';

/**
 * Invoice management. The route is open to all staff; the page itself is
 * super_admin's and sends anyone else to the dashboard.
 */
export function InvoiceManagementPage() {
  const { user } = useSession();
  if (user?.role !== 'super_admin') return <Navigate to={appPaths.dashboard} replace />;
  return <InvoiceManagement />;
}

function InvoiceManagement() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useAddressParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const page = pageFromParams(searchParams);
  const query = useMemo(() => invoiceListQuery(filters, page), [filters, page]);

  const list = useInvoiceList(query);
  const students = useInvoiceStudentOptions();
  const deleteInvoice = useDeleteInvoice();
  const success = useTimedMessage();

  const [generating, setGenerating] = useState(false);
  const [editor, setEditor] = useState<{ id: string; notice?: string; fromGenerate?: boolean } | null>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const [bulkInvoicing, setBulkInvoicing] = useState(false);
  const [sendingDrafts, setSendingDrafts] = useState<SendDraftsPeriod | null>(null);
  const [deleting, setDeleting] = useState<InvoiceSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deletedRef = useRef(false);

  const pages = list.data?.pagination.pages ?? 1;
  const total = list.data?.total ?? 0;

  // A page past the end (the last invoice of the last page was deleted) shows the last page instead.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > 1 && page > list.data.pagination.pages) {
      setSearchParams((current) => paramsWithPage(current, list.data.pagination.pages), { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, setSearchParams]);

  /**
   * Closes the editor. The modal gives focus back to what opened it; when that
   * is gone (the Edit button of an invoice just sent, or the Generate dialog)
   * focus goes to 'Generate Invoice' or the page heading instead of being lost.
   */
  const closeEditor = () => {
    const fallback = editor?.fromGenerate ? generateButton : heading;
    setEditor(null);
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) fallback.current?.focus();
    }, 0);
  };

  const changeFilters = (next: InvoiceListFilters) =>
    setSearchParams((current) => paramsWithFilters(current, next), { replace: true });
  const changePage = (next: number) => setSearchParams((current) => paramsWithPage(current, next));

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    deleteInvoice.mutate(deleting._id, {
      onSuccess: () => {
        deletedRef.current = true;
        setDeleting(null);
        success.show(messages.deleted);
      },
      onError: (error) => setDeleteError(failureText(messages.deleteFailed, error)),
    });
  };

  return (
    <div className="space-y-6">
      <PageTitle>Invoice Management · School Progress</PageTitle>
      <PageHeader
        headingRef={heading}
        title="Invoice Management"
        description="Generate monthly invoices from lessons, set rates, send them to families and record payments."
        actions={
          <>
            <ButtonLink to={appPaths.invoiceAnalytics} variant="secondary">
              <BarChart3 aria-hidden="true" className="size-4" />
              Invoice analytics
            </ButtonLink>
            {/* The invoice settings, lesson policy and reminders live in Settings now (issue 40). */}
            <ButtonLink to={settingsPath('invoicing')} variant="secondary">
              <Settings aria-hidden="true" className="size-4" />
              Invoice settings
            </ButtonLink>
            <Button variant="secondary" onClick={() => setBulkInvoicing(true)}>
              Generate for all students
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                const today = new Date();
                setSendingDrafts({ month: today.getMonth() + 1, year: today.getFullYear() });
              }}
            >
              <Send aria-hidden="true" className="size-4" />
              Send all drafts
            </Button>
            <Button ref={generateButton} onClick={() => setGenerating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Generate Invoice
            </Button>
          </>
        }
      />

      {list.isError ? (
        <RetryAlert
          message={messages.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      <FloatingNotice message={success.message} />

      <InvoiceManagementFilters
        filters={filters}
        onChange={changeFilters}
        students={students.data ?? []}
        studentsLoading={students.isPending}
      />

      <InvoiceManagementTable
        invoices={list.data?.invoices ?? []}
        loading={list.isPending}
        updating={list.isPlaceholderData}
        page={page}
        pages={pages}
        total={total}
        onPageChange={changePage}
        onEdit={(invoice) => setEditor({ id: invoice._id })}
        onDelete={(invoice) => {
          deletedRef.current = false;
          setDeleteError(null);
          setDeleting(invoice);
        }}
      />

      <BulkInvoicingDialog
        open={bulkInvoicing}
        onOpenChange={setBulkInvoicing}
        onSendDrafts={(period) => {
          setBulkInvoicing(false);
          // On the next turn, so the closing dialog has let go of focus before the next one takes it.
          window.setTimeout(() => setSendingDrafts(period), 0);
        }}
      />
      <SendDraftsDialog
        open={sendingDrafts !== null}
        onOpenChange={(open) => {
          if (!open) setSendingDrafts(null);
        }}
        initial={sendingDrafts ?? { month: 1, year: new Date().getFullYear() }}
      />
      <InvoiceGenerateDialog
        open={generating}
        onOpenChange={setGenerating}
        students={students.data ?? []}
        studentsLoading={students.isPending}
        studentsFailed={students.isError}
        onGenerated={(invoice) => {
          setGenerating(false);
          // On the next turn, so the closing dialog has let go of focus before the editor takes it.
          window.setTimeout(
            () =>
              setEditor({ id: invoice._id, notice: generateInvoiceMessages.generated, fromGenerate: true }),
            0,
          );
        }}
      />

      <InvoiceEditorDialog
        invoiceId={editor?.id ?? null}
        notice={editor?.notice}
        onClose={closeEditor}
        onDone={(message) => {
          closeEditor();
          success.show(message);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete invoice ${deleting.invoiceNumber}?` : ''}
        message={deleting ? deleteConfirmationText(deleting) : ''}
        confirmLabel="Delete"
        busy={deleteInvoice.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          if (!deletedRef.current) return;
          // The row and its Delete button are gone: focus goes to the page heading.
          deletedRef.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </div>
  );
}
