/** First focusable element of every layout: keyboard users jump past the navigation. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-brand-800 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
