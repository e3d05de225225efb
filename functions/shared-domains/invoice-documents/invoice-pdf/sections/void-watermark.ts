import { colors } from '../palette';
import type { InvoiceSection } from '../section';
import { drawSlantedWord } from './slanted-word';

/**
 * A large VOID across every page of a voided invoice, so no page of it is
 * taken for a bill. Drawn last, over the table's shaded rows rather than
 * under them, translucent so what it covers stays legible; red, and dark
 * enough to read as grey when printed in black and white.
 */
export const voidWatermark: InvoiceSection = (layout, { status }) => {
  if (status !== 'void') return;
  layout.eachPage((page) =>
    drawSlantedWord(layout, 'VOID', { size: 150, color: colors.void, opacity: 0.25 }, page),
  );
};
