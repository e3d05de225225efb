import { Link } from 'react-router-dom';
import { appPaths } from '../../screens';
import { initialRetentionSettings } from '../../../../shared/retention-limits';
import { retentionRows } from './retention-periods';
import { usePrivacyContact } from './privacy-contact-query';
import { PageTitle } from '../../components/page-title';

/**
 * The public privacy notice (UK GDPR arts. 13–14, the ICO's Children's code,
 * UAE PDPL): what the school keeps about families and children, why, for how
 * long, the family's rights and whom to ask. Linked from the footer and from
 * registration, so it can be read before an account exists.
 */
export function PrivacyPage() {
  const contact = usePrivacyContact();
  const school = contact.data?.schoolName || 'The school';
  // The school's own periods; the product's standard ones only if they cannot be read.
  const retention = contact.data?.retention ?? (contact.isError ? initialRetentionSettings : undefined);
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 text-slate-800 sm:px-6">
      <PageTitle>Privacy · School Progress</PageTitle>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">How we use your data</h1>
        <p>
          {school} uses this app to teach your children and to show you their progress. This page says what it
          keeps, why, for how long, and how to ask for a copy or for its erasure.
        </p>
      </header>

      <section aria-labelledby="kept-heading" className="space-y-3">
        <h2 id="kept-heading" className="text-xl font-semibold text-slate-900">
          What we keep, why and for how long
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  What
                </th>
                <th scope="col" className="py-2 pr-4">
                  Why
                </th>
                <th scope="col" className="py-2">
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              {!retention && (
                <tr>
                  <td colSpan={3} className="py-2 text-slate-600">
                    Loading the school&apos;s periods…
                  </td>
                </tr>
              )}
              {(retention ? retentionRows(retention) : []).map((row) => (
                <tr key={row.what} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4">{row.what}</td>
                  <td className="py-2 pr-4">{row.why}</td>
                  <td className="py-2">{row.howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-600">
          {contact.isError
            ? 'These are the standard periods; the school’s own could not be loaded just now. '
            : 'The school sets these periods in its settings; this page always shows the current ones. '}
          We never sell your data or use it for advertising, and we do not profile children.
        </p>
      </section>

      <section aria-labelledby="rights-heading" className="space-y-3">
        <h2 id="rights-heading" className="text-xl font-semibold text-slate-900">
          Your rights
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>A copy of your data.</strong> Signed in, open{' '}
            <Link className="font-semibold text-brand-700 underline" to={appPaths.emailPreferences}>
              your account
            </Link>{' '}
            and choose “Download my data”: everything the school holds about you and your children, as one zip
            file. You can also ask the contact below.
          </li>
          <li>
            <strong>Correction.</strong> Ask the school to correct anything that is wrong.
          </li>
          <li>
            <strong>Erasure.</strong> Ask the contact below to erase your account and your children&apos;s
            records. Invoices are kept for as long as tax law requires, then deleted.
          </li>
          <li>
            <strong>Complaints.</strong> In the UK you may complain to the Information Commissioner&apos;s
            Office (ico.org.uk); in the UAE to the UAE Data Office.
          </li>
        </ul>
      </section>

      <section aria-labelledby="contact-heading" className="space-y-2">
        <h2 id="contact-heading" className="text-xl font-semibold text-slate-900">
          Whom to contact
        </h2>
        {contact.isPending ? <p>Loading the school&apos;s contact…</p> : null}
        {contact.isError ? (
          <p role="alert">The school&apos;s contact could not be loaded. Please try again later.</p>
        ) : null}
        {contact.data ? (
          contact.data.dataContactEmail ? (
            <p>
              {contact.data.dataContactName ? `${contact.data.dataContactName}, ` : ''}
              {school}:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`mailto:${contact.data.dataContactEmail}`}
              >
                {contact.data.dataContactEmail}
              </a>
            </p>
          ) : (
            <p>Please contact {school} directly; it has not named a data contact here yet.</p>
          )
        ) : null}
      </section>
    </article>
  );
}
