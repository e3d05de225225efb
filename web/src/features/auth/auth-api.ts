import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { loginRequestSchema, Session } from '../../../../shared/schemas/auth-schemas';
import type { registerRequestSchema, SetupRequest } from '../../../../shared/schemas/new-account-schemas';
import { callApi } from '../../api/api-client';
import { currentUserKey } from '../../api/current-user-query';
import { clearSession, setSession } from '../../api/session-store';
import { rememberSignIn, type SignInKind } from '../../lib/first-sign-in';
import { setupStatusKey } from '../../api/setup-status-query';
import { appPaths } from '../../screens';
import { queryKeyOf } from '../../api/query-keys';

/** A logout call that hangs must not keep someone signed in on a shared computer. */
const logoutTimeoutMs = 5000;

/** `kind`: whether this sign-in is the account's first (the header's greeting, first-sign-in.ts). */
function startSession(queryClient: QueryClient, session: Session, kind: SignInKind): void {
  rememberSignIn(session.user._id, kind);
  // The answer already carries the verified user, so the app need not ask /auth/me again.
  queryClient.setQueryData(currentUserKey, session.user);
  setSession({ token: session.token, user: session.user });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof loginRequestSchema>) => callApi('auth.login', { body }),
    onSuccess: (session) => startSession(queryClient, session, 'returning'),
  });
}

export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupRequest) => callApi('auth.setup', { body }),
    onSuccess: (session) => {
      startSession(queryClient, session, 'first');
      queryClient.setQueryData(setupStatusKey, { setupRequired: false });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: setupStatusKey }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: z.output<typeof registerRequestSchema>) => callApi('auth.register', { body }),
  });
}

/**
 * Ends the session on the server (revokes the refresh cookie) and locally
 * whatever the server says (docs/architecture.md#states), then shows the login screen.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi('auth.logout', { signal: AbortSignal.timeout(logoutTimeoutMs) }),
    onSettled: async () => {
      clearSession('logout');
      await navigate(appPaths.login, { replace: true });
      // After the protected pages have unmounted, so none of them refetches without a token.
      queryClient.clear();
    },
  });
}

/**
 * "Sign out everywhere": the server ends every session of the account (all
 * refresh cookies and access tokens, other devices included); this browser
 * then shows the login screen. A failure leaves the session as it was, so
 * the dialog can say so and the person retry.
 */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi('auth.logoutEverywhere'),
    onSuccess: async () => {
      clearSession('logout');
      await navigate(appPaths.login, { replace: true });
      queryClient.clear();
    },
  });
}

/** The emailed links' pages: who the link is for, or why it no longer opens (410). */
export type PasswordLinkPurpose = 'invitation' | 'password-reset';

export function useAccountLinkCheck(purpose: PasswordLinkPurpose | 'email-verification', token: string) {
  return useQuery({
    queryKey: queryKeyOf('auth.checkAccountLink', purpose, token),
    queryFn: () => callApi('auth.checkAccountLink', { body: { purpose, token } }),
    // A link that no longer opens will not open on a second try.
    retry: false,
    staleTime: Infinity,
  });
}

/** Chooses the password with an invitation or reset link; the answer signs this browser in. */
export function useLinkPassword(purpose: PasswordLinkPurpose) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      callApi(purpose === 'invitation' ? 'auth.acceptInvitation' : 'auth.resetPassword', { body }),
    // An accepted invitation is the account's first sign-in; a reset is someone coming back.
    onSuccess: (session) =>
      startSession(queryClient, session, purpose === 'invitation' ? 'first' : 'returning'),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) => callApi('auth.forgotPassword', { body }),
  });
}

/** Confirms a registration with its link and the password chosen when registering; the answer signs this browser in. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callApi('auth.verifyEmail', { body }),
    onSuccess: (session) => startSession(queryClient, session, 'first'),
  });
}

/** Moves the account to the address the link was sent to. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => callApi('auth.confirmEmailChange', { body: { token } }),
  });
}
