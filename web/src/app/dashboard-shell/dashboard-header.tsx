import { Menu } from 'lucide-react';
import { lazy, type RefObject } from 'react';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { welcomeWord } from '../../lib/first-sign-in';
import { LoadedOnPress } from './loaded-on-press';
import { UnreadNotificationsBell } from './unread-notifications-bell';
import { UserMenuButton } from './user-menu-button';

/*
 * The account menu and the notifications list bring Radix's dropdown,
 * popover and popper: they load when first pressed (loaded-on-press.tsx).
 */
const loadUserMenu = () => import('./user-menu');
const loadNotificationsButton = () => import('./notifications-button');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
const NotificationsButton = lazy(async () => ({
  default: (await loadNotificationsButton()).NotificationsButton,
}));

export interface DashboardHeaderProps {
  user: PublicUser;
  /** Whether the phone's drawer is open (its button says so to a screen reader). */
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The drawer gives focus back to this button when it closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The header: the welcome message, notifications and the user menu; the
 * drawer button below 1024 px.
 */
export function DashboardHeader({ user, menuOpen, onOpenMenu, menuButtonRef }: DashboardHeaderProps) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          className="flex size-10 shrink-0 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        {/*
          The name isolated and cut on its own: one in Arabic script keeps its own direction after the English and,
          too long for a phone, loses its end rather than its first word (issue 40).
        */}
        <p className="flex min-w-0 flex-1 gap-[0.3em] text-sm font-medium whitespace-nowrap text-slate-700 sm:text-base">
          <span className="shrink-0">{welcomeWord(user._id)},</span>{' '}
          <bdi className="min-w-0 truncate font-semibold text-slate-900">{user.name}</bdi>
        </p>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LoadedOnPress
            preload={() => void loadNotificationsButton()}
            standIn={(handlers) => (
              <UnreadNotificationsBell aria-haspopup="dialog" aria-expanded={false} {...handlers} />
            )}
            loading={<UnreadNotificationsBell disabled aria-busy="true" />}
          >
            <NotificationsButton defaultOpen />
          </LoadedOnPress>
          <LoadedOnPress
            preload={() => void loadUserMenu()}
            standIn={(handlers) => (
              <UserMenuButton user={user} aria-haspopup="menu" aria-expanded={false} {...handlers} />
            )}
            loading={<UserMenuButton user={user} disabled aria-busy="true" />}
          >
            <UserMenu user={user} defaultOpen />
          </LoadedOnPress>
        </div>
      </div>
    </header>
  );
}
