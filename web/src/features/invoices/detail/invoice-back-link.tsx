import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses, type ButtonStyleOptions } from '../../../components/button-styles';
import { invoiceDetailMessages, type InvoiceBackTarget } from './invoice-detail-model';

/** True when the browser's history holds an earlier page of this app (react-router numbers its entries). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * The back arrow (and the 'Back to Invoices' button of the not-found state).
 * Always a real link to somewhere sensible; for admin it steps back through
 * history when there is history to step back through.
 */
export function InvoiceBackLink({
  target,
  variant = 'icon',
}: {
  target: InvoiceBackTarget;
  variant?: 'icon' | 'button';
}) {
  const navigate = useNavigate();
  const to = target.kind === 'path' ? target.to : target.fallback;
  const onClick =
    target.kind === 'history'
      ? (event: MouseEvent) => {
          if (!canGoBack()) return;
          event.preventDefault();
          void navigate(-1);
        }
      : undefined;
  const style: ButtonStyleOptions = { variant: 'secondary' };
  if (variant === 'button') {
    return (
      <Link to={to} onClick={onClick} className={`${buttonClasses(style)} w-fit`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {invoiceDetailMessages.backToInvoices}
      </Link>
    );
  }
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-label={invoiceDetailMessages.backToInvoices}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-control border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </Link>
  );
}
