import { Navigate } from 'react-router-dom';
import { settingsPath } from '../../../screens';

/** The School profile's old address (bookmarks, older emails): it is now the first section of Settings (issue 40). */
export function SchoolProfilePage() {
  return <Navigate to={settingsPath('profile')} replace />;
}
