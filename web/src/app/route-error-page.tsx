import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { Button } from '../components/button';
import { ButtonLink } from '../components/button-link';
import { Logo } from '../components/logo';
import { appPaths } from '../screens';
import { PageTitle } from '../components/page-title';
import { isCodeDownloadFailure } from '../lib/renewable-lazy';

/** What the screen says: a download cut short (a phone's connection) is told apart from a fault. */
function messageFor(error: unknown): { title: string; advice: string } {
  if (!isCodeDownloadFailure(error))
    return {
      title: 'Something went wrong',
      advice:
        'This page could not be shown. Reloading usually fixes it; if it does not, go back home and try again.',
    };
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return {
    title: 'This page did not finish downloading',
    advice: offline
      ? 'You seem to be offline. Once you are connected again, reload the page.'
      : 'Part of it did not arrive: check your connection, then reload the page.',
  };
}

/**
 * Shown when a screen fails to render or its code cannot be loaded (a
 * connection dropped, or a tab left open across a new release whose old
 * files are gone): reloading fetches the current release.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const { title, advice } = messageFor(error);

  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <PageTitle>{`${title} · School Progress`}</PageTitle>
      <Logo size="lg" showWordmark={false} />
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-600">{advice}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload page
        </Button>
        <ButtonLink to={appPaths.home} variant="secondary" reloadDocument>
          Go back home
        </ButtonLink>
      </div>
    </main>
  );
}
