import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { messageOf } from '../../api/api-error';
import { useResendInvitation } from './people-api';
import { resendInvitationAction, type RowAction } from './row-actions';

/** The row action that emails a new invitation, for invited accounts only; its outcome goes to `show`. */
export function useResendInvitationAction(show: (message: string) => void) {
  const resend = useResendInvitation();
  return (account: PublicUser): RowAction[] =>
    account.status === 'invited'
      ? [
          resendInvitationAction(() =>
            resend.mutate(account, {
              onSuccess: () => show(`A new invitation was emailed to ${account.email}`),
              onError: (error) =>
                show(messageOf(error, 'The invitation could not be sent. Please try again.')),
            }),
          ),
        ]
      : [];
}
