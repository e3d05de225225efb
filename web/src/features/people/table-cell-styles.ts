/**
 * The people tables' cells: one line on a phone, where the table scrolls
 * sideways in its own box; wrapped on a desktop, so a long name or email
 * never makes the table wider than the page.
 */
export const textCell = 'whitespace-nowrap lg:whitespace-normal';
export const emailCell = 'whitespace-nowrap lg:whitespace-normal lg:[overflow-wrap:anywhere]';
export const actionsCell = 'w-px text-right';
