import { pageHeight, pageWidth } from '../page';
import { colors } from '../palette';
import type { InvoiceSection } from '../section';

/**
 * A large VOID across every page of a voided invoice, so no page of it is
 * taken for a bill. Drawn last, over the table's shaded rows rather than
 * under them, translucent so what it covers stays legible; red, and dark
 * enough to read as grey when printed in black and white.
 */
export const voidWatermark: InvoiceSection = (layout, { status }) => {
  if (status !== 'void') return;
  const size = 150;
  const angle = 35;
  const width = layout.text.width('VOID', { size, weight: 'bold' });
  const radians = (angle * Math.PI) / 180;
  layout.eachPage((page) => {
    // Centred on the page: start half the word back along its own slant.
    layout.draw(
      'VOID',
      {
        x: pageWidth / 2 - (width / 2) * Math.cos(radians) + (size / 3) * Math.sin(radians),
        y: pageHeight / 2 - (width / 2) * Math.sin(radians) - (size / 3) * Math.cos(radians),
        size,
        weight: 'bold',
        color: colors.void,
        opacity: 0.25,
        rotate: angle,
      },
      page,
    );
  });
};
