import { Download, Eraser, Mail, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  tone?: 'default' | 'danger';
}

export const editAction = (onClick: () => void): RowAction => ({ label: 'Edit', icon: Pencil, onClick });
/** For an invited account: a new invitation email (the previous link stops working). */
export const resendInvitationAction = (onClick: () => void): RowAction => ({
  label: 'Resend invitation',
  icon: Mail,
  onClick,
});
/** A family's data as one zip, for a subject access request (UK GDPR art. 15). */
export const exportDataAction = (onClick: () => void): RowAction => ({
  label: 'Export data',
  icon: Download,
  onClick,
});
export const deleteAction = (onClick: () => void): RowAction => ({
  label: 'Delete',
  icon: Trash2,
  onClick,
  tone: 'danger',
});

/** Erasure (super_admin): everything about the person, past a typed confirmation. */
export const eraseAction = (onClick: () => void): RowAction => ({
  label: 'Erase',
  icon: Eraser,
  onClick,
  tone: 'danger',
});

/**
 * A row's buttons. Each says what it acts on to a screen reader ('Edit Ada
 * Lovelace') while showing a short word, so a list of Edit buttons is not a
 * list of identical names. On a phone the word is for screen readers only:
 * the icons keep the table's sticky Actions column narrow.
 */
export function RowActions({
  subject,
  actions,
}: {
  subject: string;
  actions: readonly RowAction[];
}): ReactNode {
  return (
    <div className="flex justify-end gap-1.5">
      {actions.map(({ label, icon: Icon, onClick, tone = 'default' }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          className={`inline-flex h-9 items-center justify-center gap-1.5 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${
            tone === 'danger'
              ? 'text-red-700 hover:bg-red-50 hover:text-red-800'
              : 'text-brand-700 hover:bg-brand-50 hover:text-brand-800'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{label}</span>
          <span className="sr-only"> {subject}</span>
        </button>
      ))}
    </div>
  );
}
