import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { actionsMenuTrigger } from './actions-menu-trigger';

/** One entry of a card's Actions menu: a button, or a link when it has `to`. */
export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onClick?: () => void;
  to?: string;
  tone?: 'default' | 'danger';
}

const item =
  'flex h-11 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm font-medium outline-none select-none';
const tones = {
  default: `${item} text-slate-700 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900`,
  danger: `${item} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`,
};

/**
 * A card's actions in one menu (issue 40): on a phone the card shows the
 * facts, and Edit, Delete and the rest wait behind one button named for the
 * card ('Actions for Ada Lovelace'). Radix's dropdown: arrow keys, Escape,
 * focus back on the button.
 */
export function ActionsMenu({ subject, actions }: { subject: string; actions: readonly MenuAction[] }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className={actionsMenuTrigger}>
          <EllipsisVertical aria-hidden="true" className="size-4" />
          Actions<span className="sr-only"> for {subject}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-60 animate-pop-in rounded-card border border-slate-200 bg-white p-1.5 shadow-raised"
        >
          {actions.map(({ label, icon: Icon, onClick, to, tone = 'default' }) =>
            to ? (
              <DropdownMenu.Item key={label} asChild className={tones[tone]}>
                <Link to={to}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={label} className={tones[tone]} onSelect={onClick}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
