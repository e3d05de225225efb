import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { UserAvatar } from './user-avatar';

type UserMenuButtonProps = ComponentProps<'button'> & { user: PublicUser };

/**
 * The header's account button: the user menu's trigger, and its stand-in
 * until the menu's code (Radix's dropdown and popper) is loaded on the first
 * press (loaded-on-press.tsx).
 */
export function UserMenuButton({ user, ...buttonProps }: UserMenuButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Account menu for ${user.name}`}
      className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left hover:bg-slate-100 data-[state=open]:bg-slate-100"
      {...buttonProps}
    >
      <UserAvatar name={user.name} size="sm" />
      <span className="hidden max-w-40 truncate text-sm font-semibold text-slate-800 md:block">
        {user.name}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
    </button>
  );
}
