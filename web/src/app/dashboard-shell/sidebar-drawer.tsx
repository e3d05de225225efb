import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, type RefObject } from 'react';
import { breakpoints } from '../../components/use-media-query';
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
 * is given back to it here.
 */
export function SidebarDrawer({ user, onOpenChange, returnFocusTo }: SidebarDrawerProps) {
  useEffect(() => {
    // Turning a tablet or widening the window shows the fixed sidebar; a modal left open would trap focus.
    const media = window.matchMedia(breakpoints.lg);
    const closeOnDesktop = () => {
      if (media.matches) onOpenChange(false);
    };
    closeOnDesktop();
    media.addEventListener('change', closeOnDesktop);
    return () => media.removeEventListener('change', closeOnDesktop);
  }, [onOpenChange]);

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
