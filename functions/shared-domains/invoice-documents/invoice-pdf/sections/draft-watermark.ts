import { pageHeight, pageWidth } from '../page';
import { colors } from '../palette';
import type { InvoicePageDecoration } from '../section';

/** A large pale DRAFT across every page of an invoice not yet sent, so it is never taken for a bill. */
export const draftWatermark: InvoicePageDecoration = (layout, { status }) => {
  if (status !== 'draft') return;
  const size = 110;
  const angle = 35;
  const width = layout.text.width('DRAFT', { size, weight: 'bold' });
  const radians = (angle * Math.PI) / 180;
  // Centred on the page: start half the word back along its own slant.
  layout.draw('DRAFT', {
    x: pageWidth / 2 - (width / 2) * Math.cos(radians) + (size / 3) * Math.sin(radians),
    y: pageHeight / 2 - (width / 2) * Math.sin(radians) - (size / 3) * Math.cos(radians),
    size,
    weight: 'bold',
    color: colors.watermark,
    opacity: 0.35,
    rotate: angle,
  });
};
