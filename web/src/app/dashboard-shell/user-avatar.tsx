/**
 * The user's initial in a circle (the sidebar's and the user menu's); decorative, the name is always beside
 * or inside a label.
 */
export function UserAvatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white ${
        size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base'
      }`}
    >
      {initial}
    </span>
  );
}
