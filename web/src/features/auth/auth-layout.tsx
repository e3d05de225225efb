import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { appPaths } from '../../screens';
import { Logo, productName } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { afterNextPaint } from '../../components/use-painted';
import { warmUpFormattingOffMainThread } from '../../lib/formatting-warm-up';

const reassurances = [
  'Progress by subject, unit and topic',
  'Lessons and invoices in one place',
  "Your child's data kept secure and private",
];

/** Login, registration and setup: the form beside a brand panel on wide screens, alone on a phone. */
export function AuthLayout() {
  // Whoever signs in here opens the dashboard next, which shows dates, times and money: once this
  // page has painted, the browser's formatting data loads in a worker (lib/formatting-warm-up.ts).
  // From an effect, not from state: a state change here would draw the whole form again.
  useEffect(() => afterNextPaint(warmUpFormattingOffMainThread), []);
  return (
    <div className="flex min-h-dvh bg-white">
      <SkipLink />
      <aside
        aria-label={`About ${productName}`}
        className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-900 p-12 text-white lg:flex"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -bottom-32 size-96 rounded-full bg-brand-600/50 blur-3xl"
        />
        <Link
          to={appPaths.home}
          className="relative w-fit rounded-control"
          aria-label={`${productName} home`}
        >
          <Logo tone="light" />
        </Link>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold tracking-tight text-balance">
            Track, Support, and Grow Your Child's Learning Journey
          </p>
          <ul className="mt-8 space-y-3">
            {reassurances.map((line) => (
              <li key={line} className="flex items-center gap-3 text-brand-100">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">
          For UK-curriculum tutoring schools and their families.
        </p>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between px-4 py-4 sm:px-8">
          <Link
            to={appPaths.home}
            className="rounded-control lg:invisible"
            aria-label={`${productName} home`}
          >
            <Logo size="sm" />
          </Link>
          <Link
            to={appPaths.home}
            className="inline-flex items-center gap-1.5 rounded-control px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Home
          </Link>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 focus:outline-none sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
