import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { Sidebar } from './sidebar';

export interface SidebarDrawerProps {
  user: PublicUser;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The sidebar below 1024 px: a modal drawer, so focus stays inside and
 * Escape closes it. The layout draws it only while open (and loads it
 * lazily), so the header's menu button is not the dialog's trigger: focus
 * is given back to it here. The layout closes it when the window widens to
 * the fixed sidebar's width.
 */
export function SidebarDrawer({ user, onOpenChange, returnFocusTo }: SidebarDrawerProps) {
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] animate-drawer-in shadow-raised focus:outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Sidebar user={user} onNavigate={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label="Close menu"
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
