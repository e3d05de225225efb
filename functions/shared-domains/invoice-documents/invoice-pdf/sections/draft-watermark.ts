import { colors } from '../palette';
import type { InvoicePageDecoration } from '../section';
import { drawSlantedWord } from './slanted-word';

/** A large pale DRAFT across every page of an invoice not yet sent, so it is never taken for a bill. */
export const draftWatermark: InvoicePageDecoration = (layout, { status }) => {
  if (status !== 'draft') return;
  drawSlantedWord(layout, 'DRAFT', { size: 110, color: colors.watermark, opacity: 0.35 });
};
