import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/app-router';
import { createQueryClient } from './app/query-client';
import { registerServiceWorkerOnceSettled } from './app/register-service-worker';
import { SessionProvider } from './api/session-context';
import { nextTask } from './lib/next-task';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/*
 * Issue 18: running the app's modules, opening the session's storage, making
 * its router and drawing the first screen were one task of 60 to 120 ms here,
 * four times that on Lighthouse's phone, in which a tap would wait. Each is a
 * task of its own (the router two: app/browser-router.ts).
 */

/**
 * React Router reads sessionStorage as it starts (view transitions, then
 * scroll positions). A page's first read waits for the browser to load that
 * storage, about a third of the router's start here, and 2 to 12 ms of
 * the task that ran the app's modules: done in a task of its own, between.
 */
function openSessionStorage(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // No storage (a private mode that refuses it): the router copes.
  }
}

async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  await nextTask();
  openSessionStorage();
  await nextTask();
  const router = await createAppRouter();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  registerServiceWorkerOnceSettled(queryClient);
}

void start(rootElement);
