import { authRoutes } from '../../shared/routes/auth-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { login, logout, logoutEverywhere, me, refreshToken, setup, setupStatus } from './auth-services';
import { acceptInvitation, checkAccountLinkService, resetPassword } from './account-links';
import { confirmEmailChange } from './email-change-confirmation';
import { forgotPassword } from './forgot-password';
import { register, verifyEmail } from './registration';

export const handler = createDomainHandler('auth', authRoutes, {
  'auth.setupStatus': setupStatus,
  'auth.setup': setup,
  'auth.login': login,
  'auth.register': register,
  'auth.logout': logout,
  'auth.logoutEverywhere': logoutEverywhere,
  'auth.me': me,
  'auth.refreshToken': refreshToken,
  'auth.checkAccountLink': checkAccountLinkService,
  'auth.acceptInvitation': acceptInvitation,
  'auth.forgotPassword': forgotPassword,
  'auth.resetPassword': resetPassword,
  'auth.verifyEmail': verifyEmail,
  'auth.confirmEmailChange': confirmEmailChange,
});
