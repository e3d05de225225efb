import { LogOut, Mail, MonitorSmartphone, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { roleLabels } from '../../../../shared/roles';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { appPaths } from '../../screens';
import { useLogout } from '../../features/auth/auth-api';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';
import { UserMenuButton } from './user-menu-button';

const itemClasses =
  'flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/**
 * Name, email and role; Profile (the Account page, issue 40); Settings for the
 * super_admin only (the school's settings: nobody else may change them);
 * Email preferences (issue 15); Logout; and "Sign out everywhere" (issue 14), which asks first.
 */
export function UserMenu({ user, defaultOpen = false }: { user: PublicUser; defaultOpen?: boolean }) {
  const logout = useLogout();
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);

  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger asChild>
          <UserMenuButton user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-64 animate-pop-in rounded-card border border-slate-200 bg-white p-1.5 shadow-raised"
          >
            <DropdownMenu.Label className="px-2.5 py-2">
              <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
              <span className="block truncate text-sm text-slate-600">{user.email}</span>
              <span className="mt-1.5 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {roleLabels[user.role]}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={appPaths.account}>
                <UserRound aria-hidden="true" className="size-4 text-slate-500" />
                Profile
              </Link>
            </DropdownMenu.Item>
            {user.role === 'super_admin' ? (
              <DropdownMenu.Item asChild className={itemClasses}>
                <Link to={appPaths.settings}>
                  <Settings aria-hidden="true" className="size-4 text-slate-500" />
                  Settings
                </Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={appPaths.emailPreferences}>
                <Mail aria-hidden="true" className="size-4 text-slate-500" />
                Email preferences
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClasses} onSelect={() => logout.mutate()}>
              <LogOut aria-hidden="true" className="size-4 text-slate-500" />
              Logout
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={() => setConfirmingEverywhere(true)}>
              <MonitorSmartphone aria-hidden="true" className="size-4 text-slate-500" />
              Sign out everywhere
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SignOutEverywhereDialog open={confirmingEverywhere} onOpenChange={setConfirmingEverywhere} />
    </>
  );
}
