import type { PdfLayout } from './layout';

/** A block drawn from `top` down in its own column; returns the baseline below its last line. */
export type ColumnBlock<Context> = (layout: PdfLayout, context: Context, top: number) => number;

/**
 * Blocks side by side, all starting at the cursor, drawn in the order given;
 * the cursor then moves below the longest of them and `gapAfter` further.
 */
export function sideBySide<Context>(
  layout: PdfLayout,
  context: Context,
  blocks: ColumnBlock<Context>[],
  gapAfter: number,
) {
  const top = layout.y;
  const ends = blocks.map((block) => block(layout, context, top));
  layout.y = Math.min(...ends) - gapAfter;
}
