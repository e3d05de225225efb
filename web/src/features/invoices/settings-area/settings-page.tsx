import { Link } from 'react-router-dom';
import { settingsPath, settingsSections, type SettingsSection } from '../../../screens';
import { PageHeader } from '../../../components/page-header';
import { PageTitle } from '../../../components/page-title';
import { useAddressParams } from '../../../lib/use-address-params';
import { PaymentSettingsPanel } from '../payment-settings/payment-settings-page';
import { RetentionSection } from '../school-profile/retention-section';
import { SchoolProfileSection } from '../school-profile/school-profile-section';
import { InvoicingSection } from './invoicing-section';
import { LessonsSection } from './lessons-section';
import { settingsSectionOf, settingsSectionText } from './settings-sections';

/**
 * Settings (super_admin, issue 40, docs/settings.md): every school-wide
 * setting in one place, one section at a time, the open one named in the
 * address (`?section=`) so that other screens link straight to it. The forms
 * and the API routes are those the dialogs and pages used before.
 */
export function SettingsPage() {
  const [params] = useAddressParams();
  const section = settingsSectionOf(params);
  const text = settingsSectionText[section];
  return (
    <div className="space-y-6">
      <PageTitle>{`${text.label} · Settings · School Progress`}</PageTitle>
      <PageHeader title="Settings" description="How the school works: set once, used on every screen." />
      <div className="gap-8 space-y-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:space-y-0">
        <nav aria-label="Settings sections">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {settingsSections.map((each) => (
              <li key={each}>
                <Link
                  to={settingsPath(each)}
                  aria-current={each === section ? 'page' : undefined}
                  className="flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 lg:min-h-10 lg:border-transparent"
                >
                  {settingsSectionText[each].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="settings-section-heading" className="min-w-0 space-y-4">
          <div>
            <h2 id="settings-section-heading" className="text-xl font-semibold text-slate-900">
              {text.label}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{text.description}</p>
          </div>
          <SectionBody section={section} />
        </section>
      </div>
    </div>
  );
}

function SectionBody({ section }: { section: SettingsSection }) {
  switch (section) {
    case 'profile':
      return <SchoolProfileSection />;
    case 'invoicing':
      return <InvoicingSection />;
    case 'lessons':
      return <LessonsSection />;
    case 'payments':
      return (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            The bank details families see under How to pay are in the{' '}
            <Link to={settingsPath('profile')} className="font-semibold text-brand-700 underline">
              School profile
            </Link>
            .
          </p>
          <PaymentSettingsPanel />
        </div>
      );
    case 'retention':
      return <RetentionSection />;
  }
}
