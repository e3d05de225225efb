import { ArrowRight } from 'lucide-react';
import { appPaths } from '../../screens';
import { ButtonLink } from '../../components/button-link';
import { Logo } from '../../components/logo';
import { landingFeatures } from './landing-features';
import { ProgressSheetPreview } from './progress-sheet-preview';
import { SetupCallToAction } from './setup-call-to-action';
import { PageTitle } from '../../components/page-title';

/**
 * The public home page (docs/architecture.md#screens): hero, 'Our Features', and a set-up prompt on a fresh
 * school.
 */
export function LandingPage() {
  return (
    <>
      <PageTitle>School Progress · Track, Support, and Grow Your Child's Learning Journey</PageTitle>
      <SetupCallToAction />

      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 right-[-10%] size-[32rem] rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div>
            <Logo size="lg" showWordmark={false} />
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
            >
              Track, Support, and Grow Your Child's <span className="text-brand-700">Learning Journey</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
              See how your child is doing in every subject, topic by topic, and know where a little extra
              support will make the biggest difference.
            </p>
            <div className="mt-8 flex flex-col gap-3 xs:flex-row">
              <ButtonLink to={appPaths.register} size="lg">
                Register
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink to={appPaths.login} size="lg" variant="secondary">
                Login
              </ButtonLink>
            </div>
          </div>
          <div className="flex justify-center lg:justify-end">
            <ProgressSheetPreview />
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="border-t border-slate-100 bg-slate-50/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Our Features
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              Everything a family needs to follow learning at home, and everything a school needs to share it.
            </p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {landingFeatures.map(({ title, description, icon: Icon }) => (
              <li
                key={title}
                className="rounded-card border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised"
              >
                <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
