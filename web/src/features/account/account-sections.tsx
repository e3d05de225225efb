import type { ReactNode } from 'react';
import { familyRoles } from '../../../../shared/roles';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { PageHeader } from '../../components/page-header';
import { AccountSection } from './account-section';
import { DownloadMyData } from './download-my-data';
import { EmailChangeForm } from './email-change-form';
import { EmailPreferencesFieldset } from './email-preferences-fieldset';
import { PasswordChangeForm } from './password-change-form';
import { ProfileDetailsForm } from './profile-details-form';

export interface AccountSectionsProps {
  user: PublicUser;
  /** The lessons' calendar feed panel and the sign-out-everywhere button: other layers' parts, joined by app/. */
  calendarFeed: ReactNode;
  signOutEverywhere: ReactNode;
}

/**
 * The Account page (issue 40; docs/account.md): every role edits its own
 * record here (the server lets nobody change their own role), changes its
 * email and password, ends every sign-in, chooses its emails and its calendar
 * feed; a family also downloads its data.
 */
export function AccountSections({ user, calendarFeed, signOutEverywhere }: AccountSectionsProps) {
  const family = familyRoles.includes(user.role);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Account"
        description="Your details, how you sign in, and what the school sends you."
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AccountSection id="account-details" title="Your details">
          <ProfileDetailsForm user={user} />
        </AccountSection>
        <AccountSection
          id="account-email"
          title="Email address"
          description="A link goes to the new address; the change happens once it is opened, and your current address is told."
        >
          <EmailChangeForm user={user} />
        </AccountSection>
        <AccountSection id="account-password" title="Password">
          <PasswordChangeForm user={user} />
        </AccountSection>
        <AccountSection
          id="account-sessions"
          title="Sign out everywhere"
          description="Lost a phone or used a shared computer? End every sign-in of your account, on every device, this one included."
        >
          {signOutEverywhere}
        </AccountSection>
        <AccountSection
          id="account-calendar"
          title="Calendar feed"
          description="Your lessons in your own calendar app."
        >
          {calendarFeed}
        </AccountSection>
      </div>
      <section aria-labelledby="account-emails" className="space-y-3">
        <h2 id="account-emails" className="text-lg font-semibold text-slate-900">
          Email preferences
        </h2>
        <EmailPreferencesFieldset role={user.role} />
      </section>
      {family ? <DownloadMyData familyId={user.id} /> : null}
    </div>
  );
}
