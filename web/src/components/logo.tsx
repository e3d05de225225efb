export interface LogoProps {
  /** Hide the wordmark where space is tight; the mark keeps the accessible name. */
  showWordmark?: boolean;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'brand' | 'light';
}

const markSizes = { sm: 'size-8', md: 'size-9', lg: 'size-14' } as const;
const textSizes = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' } as const;

export const productName = 'School Progress';

export function Logo({ showWordmark = true, size = 'md', tone = 'brand' }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg
        viewBox="0 0 32 32"
        className={`${markSizes[size]} shrink-0`}
        role="img"
        aria-label={showWordmark ? undefined : productName}
        aria-hidden={showWordmark ? true : undefined}
      >
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? '#ffffff' : '#4338ca'} />
        <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill={tone === 'light' ? '#a5b4fc' : '#c7d2fe'} />
        <rect
          x="13.75"
          y="12"
          width="4.5"
          height="13"
          rx="1.5"
          fill={tone === 'light' ? '#6366f1' : '#e0e7ff'}
        />
        <rect
          x="20.5"
          y="7"
          width="4.5"
          height="18"
          rx="1.5"
          fill={tone === 'light' ? '#4338ca' : '#ffffff'}
        />
      </svg>
      {showWordmark ? (
        <span
          className={`${textSizes[size]} font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}
        >
          {productName}
        </span>
      ) : null}
    </span>
  );
}
