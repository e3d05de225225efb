import type { ComponentPropsWithRef } from 'react';
import { buttonClasses, type ButtonStyleOptions } from './button-styles';
import { Spinner } from './spinner';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Shows a spinner and blocks further clicks; the label should say what is happening ('Signing in...'). */
  busy?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      // A button inside a form submits by default; everything else must opt in.
      type={type ?? 'button'}
      className={`${buttonClasses({ variant, size, fullWidth })}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
