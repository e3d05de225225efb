/** The Actions menu's button, and its look-alike while the menu's code loads (card-actions.tsx). */
export const actionsMenuTrigger =
  'inline-flex h-11 items-center gap-1.5 rounded-control px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 disabled:opacity-60';
