import { lazy } from 'react';
import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';
import { Modal } from '../../components/modal';

/** The picker (and the template list it reads) loads when the dialog first opens. */
const CurriculumTemplatePicker = lazy(async () => ({
  default: (await import('./curriculum-template-picker')).CurriculumTemplatePicker,
}));

/** "Add from template" on Subject Management: choose templates, preview them, import. */
export function AddFromTemplateDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (subjects: SubjectSummary[]) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Add from template"
      description="Ready-made subjects from the national curriculum and GCSE specifications. Each becomes an ordinary subject you can edit."
      size="lg"
      loadingLabel="Loading templates"
    >
      {open ? <CurriculumTemplatePicker onCancel={onClose} onImported={onImported} /> : null}
    </Modal>
  );
}
