import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/api-client';
import { messageOf } from '../../api/api-error';
import { queryKeyOf } from '../../api/query-keys';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { gettingStartedLabels } from './getting-started-labels';

const checklistKey = queryKeyOf('invoices.gettingStarted');

/**
 * The first day's checklist on the super_admin's home (issue 38): each step ticks itself from the school's
 * data, so it is read again whenever the home is shown. Gone once every step is done or it is dismissed.
 * Nothing is shown while it loads or if it fails: it is a helper, not the page.
 */
export function GettingStartedChecklist() {
  const queryClient = useQueryClient();
  const checklist = useQuery({
    queryKey: checklistKey,
    queryFn: ({ signal }) => callApi('invoices.gettingStarted', { signal }),
    refetchOnMount: 'always',
  });
  const dismiss = useMutation({
    mutationFn: () => callApi('invoices.dismissGettingStarted'),
    onSuccess: (answer) => queryClient.setQueryData(checklistKey, answer),
  });

  if (!checklist.data?.shown) return null;
  const { steps } = checklist.data;
  const done = steps.filter((step) => step.done).length;

  return (
    <section
      aria-labelledby="getting-started-title"
      className="rounded-card border border-brand-200 bg-white shadow-card"
      data-testid="getting-started"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id="getting-started-title" className="text-lg font-semibold text-slate-900">
            Get your school started
          </h2>
          <p className="text-sm text-slate-600">
            {done} of {steps.length} done. Each step ticks itself as you go.
          </p>
        </div>
        <Button variant="ghost" size="sm" busy={dismiss.isPending} onClick={() => dismiss.mutate()}>
          Dismiss
        </Button>
      </div>
      {dismiss.isError ? (
        <Alert tone="error" className="mx-5 mt-4 sm:mx-6">
          {messageOf(dismiss.error, 'Could not dismiss the checklist')}
        </Alert>
      ) : null}
      <ol className="divide-y divide-slate-100">
        {steps.map((step) => {
          const label = gettingStartedLabels[step.id];
          const Icon = step.done ? CheckCircle2 : Circle;
          return (
            <li key={step.id} data-step={step.id} data-done={step.done}>
              <Link
                to={step.href}
                className="flex min-h-11 items-start gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6"
              >
                <Icon
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 ${step.done ? 'text-emerald-700' : 'text-slate-400'}`}
                />
                <span className="min-w-0">
                  <span
                    className={`block font-medium ${step.done ? 'text-slate-500 line-through' : 'text-slate-900'}`}
                  >
                    <span className="sr-only">{step.done ? 'Done: ' : 'To do: '}</span>
                    {label.title}
                  </span>
                  <span className="block text-sm text-slate-600">{label.detail}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
