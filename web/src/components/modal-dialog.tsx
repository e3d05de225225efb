import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from './spinner';
import { useReturnFocus } from './use-return-focus';

const widths = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface ModalProps {
  open: boolean;
  /** Closing by Escape, the close button or a click outside: the screen decides what that resets. */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Text, or text with a name isolated in a `<bdi>`. */
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** What the spinner says while a lazily loaded body arrives. */
  loadingLabel?: string;
  children: ReactNode;
}

/**
 * `Modal`'s dialog on Radix Dialog (loaded on demand, see modal.tsx): focus
 * moves in and stays in, Escape closes, focus returns to what opened it. On a
 * phone it fills the width and its body scrolls, so a long form still fits a
 * 375 px screen. A form loaded on demand (React `lazy`) shows a spinner in
 * the body until it arrives.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  loadingLabel = 'Loading',
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          // Without a description, say so: Radix would otherwise point at a missing element and warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 animate-pop-in flex-col rounded-card bg-white shadow-raised focus:outline-none`}
        >
          <div className="flex shrink-0 items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-control text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            <Suspense
              fallback={
                <div className="flex justify-center py-8 text-brand-700">
                  <Spinner size="lg" label={loadingLabel} />
                </div>
              }
            >
              {children}
            </Suspense>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
