import { degrees } from 'pdf-lib';
import { instantDate } from '../invoice-dates';
import type { PdfLayout } from '../layout';
import { colors } from '../palette';

/** A rubber stamp, tilted, with its lower left corner at (x, y): PAID and the day it was paid. */
export function paidStamp(layout: PdfLayout, paidAt: string | undefined, x: number, y: number) {
  const angle = 8;
  const radians = (angle * Math.PI) / 180;
  const width = 150;
  const height = 54;
  const at = (dx: number, dy: number) => ({
    x: x + dx * Math.cos(radians) - dy * Math.sin(radians),
    y: y + dx * Math.sin(radians) + dy * Math.cos(radians),
  });
  const box = { width, height, borderColor: colors.paid, rotate: degrees(angle) };
  layout.page.drawRectangle({ x, y, ...box, borderWidth: 2.5 });
  layout.page.drawRectangle({ ...at(4, 4), ...box, width: width - 8, height: height - 8, borderWidth: 1 });
  layout.draw('PAID', {
    ...at(width / 2, 22),
    size: 26,
    weight: 'bold',
    align: 'center',
    color: colors.paid,
    rotate: angle,
  });
  layout.draw(instantDate(paidAt), {
    ...at(width / 2, 10),
    size: 9,
    weight: 'bold',
    align: 'center',
    color: colors.paid,
    rotate: angle,
  });
}
