import { lazy } from 'react';
import { Modal } from '../../components/modal';
import type { CurriculumNameFormProps } from './curriculum-name-form';

/** The form (and zod, which checks it) loads when a dialog is first opened; the modal shows a spinner meanwhile. */
const CurriculumNameForm = lazy(async () => ({
  default: (await import('./curriculum-name-form')).CurriculumNameForm,
}));

export interface CurriculumNameDialogProps extends Omit<CurriculumNameFormProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
}

/** The progress page's add/edit subject, add unit and add topic modals. */
export function CurriculumNameDialog({
  open,
  onOpenChange,
  title,
  description,
  ...form
}: CurriculumNameDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (form.busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
    >
      {open ? <CurriculumNameForm {...form} onCancel={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}
