import * as z from 'zod';
import { loginRequestSchema, sessionSchema, setupStatusSchema } from '../schemas/auth-schemas';
import { registerRequestSchema, setupRequestSchema } from '../schemas/new-account-schemas';
import {
  accountLinkCheckRequestSchema,
  accountLinkCheckSchema,
  forgotPasswordRequestSchema,
  linkPasswordRequestSchema,
  verifyEmailRequestSchema,
  confirmEmailChangeRequestSchema,
  confirmEmailChangeSchema,
} from '../schemas/account-link-schemas';
import { publicUserSchema } from '../schemas/user-schemas';
import { roles } from '../roles';
import { defineDomainRoutes } from './route-definition';

/** Sign-in endpoints are the ones worth guessing at, so API Gateway throttles them hardest. */
const credentialThrottle = { rateLimit: 10, burstLimit: 20 };

export const authRoutes = defineDomainRoutes('auth', {
  'auth.setupStatus': {
    method: 'GET',
    path: '/auth/setup-status',
    access: 'public',
    summary: 'Whether the school still needs its Super Administrator',
    data: setupStatusSchema,
  },
  'auth.setup': {
    method: 'POST',
    path: '/auth/setup',
    access: 'public',
    summary: 'Create the first Super Administrator and sign in',
    body: setupRequestSchema,
    data: sessionSchema,
    successStatus: 201,
    throttle: credentialThrottle,
  },
  'auth.login': {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in with email and password',
    body: loginRequestSchema,
    data: sessionSchema,
    throttle: credentialThrottle,
  },
  'auth.register': {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary:
      'Register a family account (role user) that signs in once its email is verified; the same answer whether or not the email has an account (its owner is emailed instead)',
    body: registerRequestSchema,
    data: z.object({}),
    successStatus: 201,
    throttle: credentialThrottle,
  },
  'auth.logout': {
    method: 'POST',
    path: '/auth/logout',
    // Public so that a browser whose access token has expired can still end its session.
    access: 'public',
    summary:
      "End this sign-in: the refresh cookie's session and the access token's (both refused from now on); other devices stay signed in",
    data: z.object({}),
  },
  'auth.logoutEverywhere': {
    method: 'POST',
    path: '/auth/logout-everywhere',
    access: roles,
    summary: 'End every sign-in of the account on every device: all refresh cookies and access tokens',
    data: z.object({}),
  },
  'auth.me': {
    method: 'GET',
    path: '/auth/me',
    access: roles,
    summary: 'The signed-in user',
    data: publicUserSchema,
  },
  'auth.refreshToken': {
    method: 'POST',
    path: '/auth/refresh-token',
    access: 'public',
    summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)',
    data: sessionSchema,
    // Not the sign-in limit: every open tab refreshes here, and a flood of wrong passwords at sign-in must not
    // sign families out. It guesses nothing (a random 256-bit cookie), so the stage's default limit is enough.
  },
  'auth.checkAccountLink': {
    method: 'POST',
    path: '/auth/account-link',
    access: 'public',
    summary:
      'Whether an emailed link (invitation, password reset, email verification) still opens, and whose account it is for; 410 when used, replaced or expired',
    body: accountLinkCheckRequestSchema,
    data: accountLinkCheckSchema,
    throttle: credentialThrottle,
  },
  'auth.acceptInvitation': {
    method: 'POST',
    path: '/auth/accept-invitation',
    access: 'public',
    summary: "Choose the invited account's password with the invitation's single-use link, and sign in",
    body: linkPasswordRequestSchema,
    data: sessionSchema,
    throttle: credentialThrottle,
  },
  'auth.forgotPassword': {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    summary:
      'Email a password reset link valid one hour; the same answer whether or not the email has an account',
    body: forgotPasswordRequestSchema,
    data: z.object({}),
    throttle: credentialThrottle,
  },
  'auth.resetPassword': {
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    summary:
      'Set a new password with the reset link, end every session of the account, and sign in on this device',
    body: linkPasswordRequestSchema,
    data: sessionSchema,
    throttle: credentialThrottle,
  },
  'auth.verifyEmail': {
    method: 'POST',
    path: '/auth/verify-email',
    access: 'public',
    summary:
      "Confirm a registration's email with its single-use link and the registration's password, and sign in",
    body: verifyEmailRequestSchema,
    data: sessionSchema,
    throttle: credentialThrottle,
  },
  'auth.confirmEmailChange': {
    method: 'POST',
    path: '/auth/confirm-email-change',
    access: 'public',
    summary:
      'Move an account to the new email address its single-use link was sent to; until then it keeps its current one',
    body: confirmEmailChangeRequestSchema,
    data: confirmEmailChangeSchema,
    throttle: credentialThrottle,
  },
});
