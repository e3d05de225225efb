import { ArrowRight, School } from 'lucide-react';
import { appPaths } from '../../screens';
import { ButtonLink } from '../../components/button-link';
import { useSetupStatus } from '../../api/setup-status-query';

/**
 * Shown only on a fresh installation, until the first account exists. A
 * failed status check shows nothing: the landing page must work regardless.
 */
export function SetupCallToAction() {
  const setupStatus = useSetupStatus();
  if (!setupStatus.data?.setupRequired) return null;

  return (
    <section aria-labelledby="setup-cta-title" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <School aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="setup-cta-title" className="font-semibold text-amber-950">
              This school is not set up yet
            </h2>
            <p className="text-sm text-amber-900">
              Create the Super Administrator account to start using School Progress.
            </p>
          </div>
        </div>
        <ButtonLink to={appPaths.setup} className="shrink-0">
          Set up your school
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
