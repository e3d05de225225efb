import { useSearchParams } from 'react-router-dom';
import {
  messageCategories,
  messageCategoryDescriptions,
  type MessageCategory,
} from '../../../../shared/messages/message-categories';
import { messageOf } from '../../api/api-error';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { appPaths } from '../../screens';
import { useUnsubscribe } from './email-preferences-api';

/** The category an unsubscribe token names, to say what the button stops; the server checks the token itself. */
function categoryNamedBy(token: string): MessageCategory | undefined {
  const named = token.split('.')[1];
  return (messageCategories as readonly string[]).includes(named ?? '')
    ? (named as MessageCategory)
    : undefined;
}

/**
 * The page an email's unsubscribe link opens, without signing in. It asks
 * before it unsubscribes: mail scanners open links, and opening one must
 * change nothing. The button sends the same one-click POST a mail app sends.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const category = categoryNamedBy(token);
  const unsubscribe = useUnsubscribe();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <Alert tone="success" title="You are unsubscribed">
          {`You will no longer get emails about: ${unsubscribe.data.label.toLowerCase()}. You can turn them back on under Email preferences once signed in.`}
        </Alert>
      ) : unsubscribe.isError || !category ? (
        <Alert tone="error" title="This link did not work">
          {unsubscribe.isError
            ? messageOf(unsubscribe.error, 'Please try again.')
            : 'This unsubscribe link is not valid. Open the link from the email again, or sign in and choose your emails under Email preferences.'}
        </Alert>
      ) : (
        <>
          <p className="text-slate-700">
            {`Stop emails about ${messageCategoryDescriptions[category].label.toLowerCase()}? Account emails, such as password resets, still come.`}
          </p>
          <Button busy={unsubscribe.isPending} fullWidth onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </>
      )}
      <ButtonLink to={appPaths.emailPreferences} variant="secondary" fullWidth>
        Choose which emails you get
      </ButtonLink>
    </div>
  );
}
