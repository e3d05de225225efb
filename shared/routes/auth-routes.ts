import * as z from 'zod';
import { loginRequestSchema, sessionSchema, setupStatusSchema } from '../schemas/auth-schemas';
import { registerRequestSchema, setupRequestSchema } from '../schemas/new-account-schemas';
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
    summary: 'Create a family account (role user)',
    body: registerRequestSchema,
    data: z.object({ user: publicUserSchema }),
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
});
