import { privacyRoutes } from '../../shared/routes/privacy-routes';
import { userRoutes } from '../../shared/routes/user-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { assignStudents } from './assign-students';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { failedEmails } from './failed-emails';
import { emailPreferences, unsubscribe, unsubscribePage, updateEmailPreferences } from './email-preferences';
import { listUsers } from './list-users';
import { myChildren, studentsOfUser } from './students-of-user';
import { updateUser } from './update-user';
import { resendInvitation } from './resend-invitation';
import { eraseFamily } from './erase-family';
import { retentionSettings, updateRetentionSettings } from './retention-settings';

export const handler = createDomainHandler(
  'users',
  { ...userRoutes, ...privacyRoutes },
  {
    'users.list': listUsers,
    'users.myChildren': myChildren,
    'users.students': studentsOfUser,
    'users.create': createUser,
    'users.update': updateUser,
    'users.delete': deleteUser,
    'users.assignStudents': assignStudents,
    'users.failedEmails': failedEmails,
    'users.emailPreferences': emailPreferences,
    'users.updateEmailPreferences': updateEmailPreferences,
    'users.unsubscribe': unsubscribe,
    'users.unsubscribePage': unsubscribePage,
    'users.resendInvitation': resendInvitation,
    'users.erase': eraseFamily,
    'users.retentionSettings': retentionSettings,
    'users.updateRetentionSettings': updateRetentionSettings,
  },
);
