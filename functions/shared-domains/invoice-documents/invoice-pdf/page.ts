/** The page every invoice is laid out on: A4 in points, with the same margin all round. */
export const pageSize: [number, number] = [595.28, 841.89];
export const [pageWidth, pageHeight] = pageSize;
const margin = 48;
export const left = margin;
export const right = pageWidth - margin;
export const contentWidth = right - left;
export const top = pageHeight - margin;
/** Nothing but the footer goes below this line. */
export const bottom = 64;
/** The footer's baseline, in the space kept free below `bottom`. */
export const footerY = 30;
