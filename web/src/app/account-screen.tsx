import { MonitorSmartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../api/session-context';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { AccountSections } from '../features/account/account-sections';
import { SignOutEverywhereDialog } from './dashboard-shell/sign-out-everywhere-dialog';

/** The lessons' calendar feed panel, loaded after the page has drawn (it reads the feed's state). */
const CalendarFeedPanel = lazy(async () => ({
  default: (await import('../features/lessons/calendar/calendar-feed-panel')).CalendarFeedPanel,
}));

function SignOutEverywhereButton() {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <MonitorSmartphone aria-hidden="true" className="size-4" />
        Sign out everywhere
      </Button>
      <SignOutEverywhereDialog open={confirming} onOpenChange={setConfirming} />
    </>
  );
}

/**
 * The Account page (issue 40), reached from the user menu's Profile: the
 * account feature's sections with the lessons' calendar feed and the
 * dashboard shell's sign-out-everywhere confirmation, joined here because a
 * feature does not import another.
 */
export function AccountScreen() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AccountSections
      user={user}
      calendarFeed={
        <Suspense fallback={<Spinner label="Loading your calendar feed" />}>
          <CalendarFeedPanel />
        </Suspense>
      }
      signOutEverywhere={<SignOutEverywhereButton />}
    />
  );
}
