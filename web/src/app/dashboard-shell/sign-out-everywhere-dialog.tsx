import { messageOf } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLogoutEverywhere } from '../../features/auth/auth-api';

export interface SignOutEverywhereDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Sign out everywhere?" (issue 14), asked from the user menu and the Account
 * page: the server ends every refresh session and access token of the account,
 * then this browser shows the login screen. A failure keeps the session and
 * says so in the dialog.
 */
export function SignOutEverywhereDialog({ open, onOpenChange }: SignOutEverywhereDialogProps) {
  const logoutEverywhere = useLogoutEverywhere();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        // A failure shown before is not shown again on the next opening.
        if (!next) logoutEverywhere.reset();
        onOpenChange(next);
      }}
      title="Sign out everywhere?"
      message="You will be signed out on every device and browser where you are signed in, this one included. Your calendar feed link stops working too: you can make a new one from your Account page."
      confirmLabel="Sign out everywhere"
      busy={logoutEverywhere.isPending}
      error={
        logoutEverywhere.isError
          ? messageOf(logoutEverywhere.error, 'Could not sign out everywhere. Please try again.')
          : null
      }
      onConfirm={() => logoutEverywhere.mutate()}
    />
  );
}
