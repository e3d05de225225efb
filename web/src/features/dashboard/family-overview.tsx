import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import type { InvoiceSummary } from '../../../../shared/schemas/invoice-schemas';
import { formatMoney } from '../../../../shared/invoices/money';
import { useStudentList } from '../../api/student-list-query';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { familyStatementPath, invoicePath } from '../../screens';
import { useSession } from '../../api/session-context';
import { Link } from 'react-router-dom';
import { upcomingDays, useUpcomingLessons } from './home-overview-api';
import { useUnpaidInvoices } from '../../api/unpaid-invoices-query';
import { OverviewHeading } from './overview-heading';
import { FamilyCreditOnAccount } from './family-credit-on-account';
import { UpcomingLessonLine } from './upcoming-lesson-line';
import { ChildMakeUpCredits } from './child-make-up-credits';
import { madeOnFirstUse } from '../../lib/made-on-first-use';
import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { paymentOptionsQuery } from '../../api/payment-options-query';

/** Its download, and its read of the payment options, start with the overview's reads (below). */
const loadTotalDue = () => import('./family-total-due');
const FamilyTotalDue = lazy(async () => ({ default: (await loadTotalDue()).FamilyTotalDue }));

const dueDateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** `30 Nov 2026` from a calendar date, read as that day wherever the phone is. */
const dueDateText = (calendarDate: string) => dueDateFormat().format(new Date(`${calendarDate}T12:00:00Z`));

/** What one child's family still owes: each unpaid invoice's balance, overdue first. */
function ChildInvoices({ invoices }: { invoices: InvoiceSummary[] }) {
  if (invoices.length === 0) return <p className="text-sm text-slate-600">Nothing to pay.</p>;
  return (
    <ul className="space-y-2">
      {invoices.map((invoice) => {
        const overdue = invoice.status === 'overdue';
        const partPaid = invoice.amountPaid > 0;
        return (
          <li key={invoice._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className={`text-sm font-semibold ${overdue ? 'text-red-800' : 'text-slate-900'}`}>
              {formatMoney(invoice.balanceDue, invoice.currency)} {partPaid ? 'left to pay, ' : ''}
              {overdue
                ? `overdue since ${dueDateText(invoice.dueDate)}`
                : `due by ${dueDateText(invoice.dueDate)}`}
            </p>
            <Link
              to={invoicePath(invoice._id)}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              View invoice {invoice.invoiceNumber}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function ChildCard({
  id,
  name,
  nextLesson,
  invoices,
}: {
  id: string;
  name: string;
  nextLesson?: Lesson;
  invoices: InvoiceSummary[];
}) {
  return (
    <li className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Next lesson</h4>
      <div className="mt-1">
        {nextLesson ? (
          <UpcomingLessonLine lesson={nextLesson} withWhom={nextLesson.teacher.name} />
        ) : (
          <p className="text-sm text-slate-600">No lesson booked in the next {upcomingDays} days.</p>
        )}
      </div>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">To pay</h4>
      <div className="mt-1">
        <ChildInvoices invoices={invoices} />
      </div>
      <ChildMakeUpCredits studentId={id} />
    </li>
  );
}

/**
 * A family's home (issue 18): the total still to pay across the children, per
 * currency, with Pay all where the school takes payment online (issue 35);
 * then per child, the next lesson with its meeting link and what is still to
 * pay, overdue first, each a tap from its screen. The latest progress changes
 * are in the recent activity below.
 */
export function FamilyOverview() {
  const { user } = useSession();
  const children = useStudentList();
  const lessons = useUpcomingLessons();
  const invoices = useUnpaidInvoices();
  const queries = [children, lessons, invoices];
  const client = useQueryClient();
  useEffect(() => {
    void loadTotalDue();
    void client.prefetchQuery(paymentOptionsQuery);
  }, [client]);

  let body;
  const loading = (
    <div className="flex justify-center py-8 text-brand-700">
      <Spinner label="Loading your children's lessons and invoices" />
    </div>
  );
  if (queries.some((query) => query.isPending)) {
    body = loading;
  } else if (queries.some((query) => query.isError)) {
    body = (
      <RetryAlert
        message="Failed to load your children's lessons and invoices"
        onRetry={() => queries.forEach((query) => void query.refetch())}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  } else if (children.data!.length === 0) {
    body = (
      <p className="rounded-card border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-card">
        No children are linked to your account yet. The school links them once it has your details.
      </p>
    );
  } else {
    body = (
      <>
        {invoices.data!.length > 0 ? <FamilyTotalDue /> : null}
        {user ? <FamilyCreditOnAccount familyId={user._id} /> : null}
        <ul className="grid gap-4 md:grid-cols-2">
          {children.data!.map((child) => (
            <ChildCard
              key={child._id}
              id={child._id}
              name={child.name}
              nextLesson={lessons.data!.find((lesson) => lesson.student._id === child._id)}
              invoices={invoices.data!.filter((invoice) => invoice.student._id === child._id)}
            />
          ))}
        </ul>
        {user ? (
          <p className="text-sm">
            <Link to={familyStatementPath(user._id)} className="font-semibold text-brand-700 hover:underline">
              View your statement
            </Link>{' '}
            <span className="text-slate-600">
              (every invoice, payment and credit, with the running balance)
            </span>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="family-overview" className="space-y-3">
      <OverviewHeading id="family-overview" title="Your children" />
      {/* Until the total's code is there, the spinner stays: the cards below it do not move. */}
      <Suspense fallback={loading}>{body}</Suspense>
    </section>
  );
}
