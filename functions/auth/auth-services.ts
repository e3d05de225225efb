import type { RouteTable } from '../../shared/routes/route-table';
import { getUserByEmail, getUserById, toPublicUser } from '../entities/user-entity';
import { forbidden, HttpError, unauthorized } from '../platform/http-errors';
import { countSignInRefused } from '../platform/school-metrics';
import type { RouteService } from '../platform/route-service';
import { createAccount, setupDoneMessage } from '../shared-domains/accounts/create-account';
import { schoolIsSetUp } from '../entities/school-setup-entity';
import { emptySchoolProfile, schoolProfilePut } from '../entities/school-profile-entity';
import { forgiveLoginAttempt, takeLoginAttempt } from './login-throttle';
import { passwordDecoyHash, verifyPassword } from '../shared-domains/accounts/password-hashing';
import { endEverySession, endSession } from '../shared-domains/accounts/account-sessions';
import { rotateRefreshToken, sessionOfRefreshToken } from './refresh-tokens';
import { clearedRefreshCookie, refreshCookieName } from './session-cookie';
import { sessionAnswer, startProvenSession } from './sessions';
import { checkDevice } from './device-cookie';

const invalidCredentials = 'Invalid email or password';
const unverifiedMessage =
  'Please confirm your email address first: open the link we emailed you. Lost it? Register again with the same email to get a new one.';

export const setupStatus: RouteService<RouteTable['auth.setupStatus']> = async () => {
  return { data: { setupRequired: !(await schoolIsSetUp()) } };
};

/**
 * Once the school is set up, refused before hashing the password: anyone may
 * call this route, and a scrypt per call would be free CPU for an attacker.
 * The marker's conditional write still decides a race between two setups.
 * The school's name starts its profile, in the same transaction.
 */
export const setup: RouteService<RouteTable['auth.setup']> = async ({ body }) => {
  if (await schoolIsSetUp()) throw forbidden(setupDoneMessage);
  const { schoolName, ...account } = body;
  const user = await createAccount(
    { ...account, role: 'super_admin' },
    {
      isSchoolSetup: true,
      alongside: (admin) => [
        schoolProfilePut({ ...emptySchoolProfile, schoolName, updatedAt: admin.createdAt }),
      ],
    },
  );
  return { ...(await startProvenSession(user, false)), message: 'Super Administrator created' };
};

/**
 * Unknown email and wrong password take the same path, cost one scrypt each
 * and give the same answer, so a response never tells whether an account exists.
 * A browser the account signed in from before (its device cookie) is counted
 * on its own, so strangers failing for this email do not lock it out; every
 * successful sign-in leaves a fresh device cookie.
 */
export const login: RouteService<RouteTable['auth.login']> = async ({ body, sourceIp, cookies }) => {
  const known = await checkDevice(cookies, body.email);
  const attempt = await takeLoginAttempt(body.email, sourceIp, known?.device).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 429) countSignInRefused('throttled');
    throw error;
  });
  const user = known ? known.user : await getUserByEmail(body.email);
  const passwordMatches = await verifyPassword(
    body.password,
    // An invited account has no password: checked against the decoy, it fails in the usual time.
    user?.passwordHash || (await passwordDecoyHash()),
  );
  if (!user || !passwordMatches) {
    countSignInRefused('credentials');
    throw unauthorized(invalidCredentials);
  }
  // Only once the password matched: the caller owns the account, so its state is theirs to know.
  if (user.accountStatus === 'unverified') {
    countSignInRefused('unverified');
    throw forbidden(unverifiedMessage);
  }
  await forgiveLoginAttempt(attempt);
  return { ...(await startProvenSession(user, body.rememberMe === true)), message: 'Login successful' };
};

/**
 * Ends this sign-in only: the session of the refresh cookie and, when a
 * valid access token comes along, the session it names (the same one from
 * the web app). Its access tokens are refused from now on; the account's
 * other devices stay signed in.
 */
export const logout: RouteService<RouteTable['auth.logout']> = async ({ cookies, principal }) => {
  const token = cookies[refreshCookieName];
  const fromCookie = token ? await sessionOfRefreshToken(token) : undefined;
  if (fromCookie) await endSession(fromCookie.userId, fromCookie.sessionId);
  if (principal?.sessionId && principal.sessionId !== fromCookie?.sessionId)
    await endSession(principal.userId, principal.sessionId);
  return { data: {}, message: 'Logged out', cookies: [clearedRefreshCookie()] };
};

/** Ends every sign-in of the account, this one included, on every device. */
export const logoutEverywhere: RouteService<RouteTable['auth.logoutEverywhere']> = async ({ principal }) => {
  await endEverySession(principal.userId);
  return { data: {}, message: 'You have been signed out on every device', cookies: [clearedRefreshCookie()] };
};

export const me: RouteService<RouteTable['auth.me']> = async ({ principal }) => {
  const user = await getUserById(principal.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please log in again.');
  return { data: toPublicUser(user) };
};

export const refreshToken: RouteService<RouteTable['auth.refreshToken']> = async ({ cookies }) => {
  const token = cookies[refreshCookieName];
  if (!token) throw unauthorized('Your session has expired. Please log in again.');
  const { issued, user } = await rotateRefreshToken(token);
  return sessionAnswer(user, issued);
};
