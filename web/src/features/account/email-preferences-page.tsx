import {
  messageCategories,
  messageCategoryDescriptions,
  type MessageCategory,
} from '../../../../shared/messages/message-categories';
import { familyRoles } from '../../../../shared/roles';
import { messageOf } from '../../api/api-error';
import { useSession } from '../../api/session-context';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/checkbox-field';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { RetryAlert } from '../../components/retry-alert';
import { DownloadMyData } from './download-my-data';
import { useChooseEmailCategory, useEmailPreferences } from './email-preferences-api';

/**
 * Which emails the account gets, one checkbox per category (issue 15). Each
 * change is saved at once; account emails are shown, ticked and fixed, so it
 * is clear why an invitation or a reset still arrives.
 */
export function EmailPreferencesPage() {
  const preferences = useEmailPreferences();
  const choose = useChooseEmailCategory();
  const { user } = useSession();
  const family = user && familyRoles.includes(user.role) ? user : null;

  if (preferences.isPending) return <PageSpinner label="Loading your email preferences" />;
  if (preferences.isError)
    return (
      <RetryAlert
        title="Could not load your email preferences"
        message={messageOf(preferences.error, 'Please try again.')}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );

  const toggle = (category: MessageCategory, wanted: boolean) => choose.mutate({ category, wanted });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Email preferences"
        description="Choose which emails you get. The bell in the header still lists everything."
      />
      {choose.isError ? (
        <Alert tone="error" title="Your choice was not saved">
          {messageOf(choose.error, 'Please try again.')}
        </Alert>
      ) : null}
      {choose.isSuccess ? <Alert tone="success">Email preferences saved.</Alert> : null}
      <fieldset className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">Send me emails about</legend>
        {messageCategories.map((category) => {
          const { label, alwaysSent } = messageCategoryDescriptions[category];
          return (
            <CheckboxField
              key={category}
              label={alwaysSent ? `${label} (always sent)` : label}
              checked={preferences.data[category]}
              disabled={alwaysSent || choose.isPending}
              onChange={(event) => toggle(category, event.target.checked)}
            />
          );
        })}
      </fieldset>
      {family ? <DownloadMyData familyId={family.id} /> : null}
    </div>
  );
}
