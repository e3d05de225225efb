import { Fragment } from 'react';

/** An address cut where a line may break: after the @ and before each dot, every character kept. */
export function emailLineParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

/**
 * An email address that wraps cleanly in a narrow column (a 375 px phone):
 * the line may break after the @ and before each dot, where a reader
 * expects it (`<wbr>`), and `overflow-wrap: anywhere` breaks inside a part
 * only when that part alone is wider than the column. Unbroken, a long
 * address ran off the screen or broke mid-word.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`.trim()}>
      {emailLineParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
