import type { ReactNode } from 'react';
import type { Currency } from '../../../../../shared/invoices/money';
import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';

/** What the phone's list and the wider table of an invoice's lessons are both given. */
export interface InvoiceLessonRowsProps {
  items: readonly InvoiceItem[];
  currency: Currency;
  /** The line whose rate editor is open, if any. */
  editingId: string | null;
  /** The rate editor of one line. */
  rateEditor: (item: InvoiceItem) => ReactNode;
  /** The pencil that opens one line's rate editor, or nothing when rates are not editable. */
  ratePencil: (item: InvoiceItem) => ReactNode;
}

export const noLessonsText = 'No lessons on this invoice';
