import {
  messageCategoryDescriptions,
  type MessageCategory,
} from '../../../../shared/messages/message-categories';
import { emailCategoriesFor } from '../../../../shared/messages/role-email-categories';
import type { Role } from '../../../../shared/roles';
import { messageOf } from '../../api/api-error';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/checkbox-field';
import { PageSpinner } from '../../components/page-spinner';
import { RetryAlert } from '../../components/retry-alert';
import { useChooseEmailCategory, useEmailPreferences } from './email-preferences-api';

/**
 * One checkbox per category the account's role receives (issue 15; issue 40:
 * a family is not offered the staff's overdue digest, and the server refuses
 * it too). Each change is saved at once; account emails are shown, ticked and
 * fixed, so it is clear why an invitation or a reset still arrives. The Email
 * preferences page and the Account page both show it.
 */
export function EmailPreferencesFieldset({ role }: { role: Role }) {
  const preferences = useEmailPreferences();
  const choose = useChooseEmailCategory();

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
    <div className="space-y-4">
      <div aria-live="polite">
        {choose.isError ? (
          <Alert tone="error" title="Your choice was not saved">
            {messageOf(choose.error, 'Please try again.')}
          </Alert>
        ) : null}
        {choose.isSuccess ? <Alert tone="success">Email preferences saved.</Alert> : null}
      </div>
      <fieldset className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">Send me emails about</legend>
        {emailCategoriesFor(role).map((category) => {
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
    </div>
  );
}
