import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonStyleOptions } from './button-styles';

export type ButtonLinkProps = LinkProps & ButtonStyleOptions;

/** Navigation that looks like a button: still a link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={`${buttonClasses({ variant, size, fullWidth })}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
