import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { appPaths } from '../../screens';

const linkStyle = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** A link that no longer opens: the server's words (what happened, what to do) and the ways on. */
export function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="warning" title={title}>
        {message}
      </Alert>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={appPaths.login} className={linkStyle}>
          Go to sign in
        </Link>
        <Link to={appPaths.forgotPassword} className={linkStyle}>
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
