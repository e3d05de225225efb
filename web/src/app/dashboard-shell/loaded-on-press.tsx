import { Suspense, useState, type ReactNode } from 'react';

/** What the stand-in button is given: pressing it opens the menu; pointing at it or focusing it fetches its code. */
export interface StandInHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface LoadedOnPressProps {
  /** The menu's button as a plain one, until it is first pressed. */
  standIn: (handlers: StandInHandlers) => ReactNode;
  /** The same button, disabled, for the moment the menu's code takes to arrive once pressed. */
  loading: ReactNode;
  /** Starts fetching the menu's code (a dynamic import), so that a press finds it there. */
  preload: () => void;
  /** The menu itself, drawn open (a lazy component). */
  children: ReactNode;
}

/**
 * A header menu whose code loads when it is first used, not with every page
 * (issue 18): Radix's dropdown or popover and popper (about 18 KB gzip) and
 * some forty components, drawn while a phone is still busy with the page.
 * Until then the menu's button is a plain one that looks and reads the same.
 */
export function LoadedOnPress({ standIn, loading, preload, children }: LoadedOnPressProps) {
  const [pressed, setPressed] = useState(false);
  if (!pressed)
    return standIn({ onClick: () => setPressed(true), onPointerEnter: preload, onFocus: preload });
  return <Suspense fallback={loading}>{children}</Suspense>;
}
