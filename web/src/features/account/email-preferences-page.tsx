import { familyRoles } from '../../../../shared/roles';
import { useSession } from '../../api/session-context';
import { PageHeader } from '../../components/page-header';
import { DownloadMyData } from './download-my-data';
import { EmailPreferencesFieldset } from './email-preferences-fieldset';

/**
 * Which emails the account gets (issue 15), the page every email's footer
 * links to; the Account page shows the same choices among the rest.
 */
export function EmailPreferencesPage() {
  const { user } = useSession();
  if (!user) return null;
  const family = familyRoles.includes(user.role) ? user : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Email preferences"
        description="Choose which emails you get. The bell in the header still lists everything."
      />
      <EmailPreferencesFieldset role={user.role} />
      {family ? <DownloadMyData familyId={family.id} /> : null}
    </div>
  );
}
