import { authRoutes } from '../../shared/routes/auth-routes';
import { createDomainHandler } from '../lib/create-domain-handler';
import {
  login,
  logout,
  logoutEverywhere,
  me,
  refreshToken,
  register,
  setup,
  setupStatus,
} from './auth-services';

export const handler = createDomainHandler('auth', authRoutes, {
  'auth.setupStatus': setupStatus,
  'auth.setup': setup,
  'auth.login': login,
  'auth.register': register,
  'auth.logout': logout,
  'auth.logoutEverywhere': logoutEverywhere,
  'auth.me': me,
  'auth.refreshToken': refreshToken,
});
