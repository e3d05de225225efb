import { Compass } from 'lucide-react';
import { ButtonLink } from '../components/button-link';
import { appPaths } from '../screens';
import { PageTitle } from '../components/page-title';

/** Any path no route matches (docs/architecture.md#screens). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <PageTitle>Page not found · School Progress</PageTitle>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-slate-600">
        The address may be mistyped, or the page may have moved. Check the address, or start again from the
        home page.
      </p>
      <ButtonLink to={appPaths.home} className="mt-8" size="lg">
        Go back home
      </ButtonLink>
    </div>
  );
}
