import { BookPlus, FolderPlus, ListPlus, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';
import {
  useCreateSubject,
  useCreateTopic,
  useCreateUnit,
  useDeleteSubject,
  useUpdateSubject,
} from '../../api/curriculum-api';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CurriculumNameDialog } from './curriculum-name-dialog';
import { progressActionErrorMessage } from './progress-error-messages';

type OpenDialog = 'addSubject' | 'editSubject' | 'deleteSubject' | 'addUnit' | 'addTopic' | null;

const subjectDeleteQuestion =
  'Are you sure you want to delete this subject? This will also delete all units and topics within it.';

export interface CurriculumToolsProps {
  /** The subject on the sheet; editing it and adding to it wait for one. */
  subject: SubjectSummary | null;
  units: readonly { _id: string; name: string }[];
  canDeleteSubject: boolean;
  /** Staff are told how a new subject reaches a sheet (they allocate it with Edit Grade). */
  canAllocateSubjects: boolean;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
  onSubjectDeleted: () => void;
}

/**
 * The progress page's curriculum buttons for those who may edit it:
 * add, rename or delete a subject, add a unit or a topic, each in its dialog.
 */
export function CurriculumTools({
  subject,
  units,
  canDeleteSubject,
  canAllocateSubjects,
  onDone,
  onFailed,
  onSubjectDeleted,
}: CurriculumToolsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const createSubject = useCreateSubject();
  const updateSubject = useUpdateSubject();
  const deleteSubject = useDeleteSubject();
  const createUnit = useCreateUnit();
  const createTopic = useCreateTopic();
  const closeOnDismiss = (open: boolean) => (open ? undefined : setDialog(null));

  /** Runs a change from a dialog: closes it and announces, or rethrows the message to show. */
  const change = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
    } catch (error) {
      throw new Error(progressActionErrorMessage(failed, error), { cause: error });
    }
    setDialog(null);
    onDone(done);
  };

  const confirmDeleteSubject = () => {
    if (!subject) return;
    deleteSubject.mutate(
      { subjectId: subject._id },
      {
        onSuccess: () => {
          setDialog(null);
          onSubjectDeleted();
          onDone('Subject deleted successfully');
        },
        onError: (error) => {
          setDialog(null);
          onFailed(progressActionErrorMessage('Failed to delete subject', error));
        },
      },
    );
  };

  return (
    <div className="border-t border-slate-100 pt-4">
      <div role="group" aria-labelledby="curriculum-tools" className="flex flex-wrap items-center gap-2">
        <span
          id="curriculum-tools"
          className="mr-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          Curriculum
        </span>
        <Button variant="secondary" size="sm" onClick={() => setDialog('addSubject')}>
          <BookPlus aria-hidden="true" className="size-4" />
          Add Subject
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog('editSubject')} disabled={!subject}>
          <PencilLine aria-hidden="true" className="size-4" />
          Edit Subject
        </Button>
        {canDeleteSubject ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialog('deleteSubject')}
            disabled={!subject}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete Subject
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => setDialog('addUnit')} disabled={!subject}>
          <FolderPlus aria-hidden="true" className="size-4" />
          Add Unit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDialog('addTopic')}
          disabled={!subject || units.length === 0}
        >
          <ListPlus aria-hidden="true" className="size-4" />
          Add Topic
        </Button>
      </div>
      {!subject ? (
        <p className="mt-2 text-xs text-slate-600">
          Choose a subject to rename it or to add units and topics to it.
        </p>
      ) : null}

      <CurriculumNameDialog
        open={dialog === 'addSubject'}
        onOpenChange={closeOnDismiss}
        title="Add subject"
        description={
          canAllocateSubjects
            ? 'A new subject shows on a sheet once it is allocated to the student (Edit Grade).'
            : undefined
        }
        kind="subject"
        submitLabel="Add Subject"
        busy={createSubject.isPending}
        onSubmit={(name) =>
          change(
            () => createSubject.mutateAsync({ name }),
            'Subject added successfully',
            'Failed to add subject',
          )
        }
      />
      <CurriculumNameDialog
        open={dialog === 'editSubject' && subject !== null}
        onOpenChange={closeOnDismiss}
        title="Edit subject"
        kind="subject"
        submitLabel="Update Subject"
        initialName={subject?.name}
        busy={updateSubject.isPending}
        onSubmit={(name) =>
          change(
            () => updateSubject.mutateAsync({ subjectId: subject!._id, name }),
            'Subject updated successfully',
            'Failed to update subject',
          )
        }
      />
      <CurriculumNameDialog
        open={dialog === 'addUnit' && subject !== null}
        onOpenChange={closeOnDismiss}
        title={`Add unit to ${subject?.name ?? 'subject'}`}
        kind="unit"
        submitLabel="Add Unit"
        busy={createUnit.isPending}
        onSubmit={(name) =>
          change(
            () => createUnit.mutateAsync({ subjectId: subject!._id, name }),
            'Unit added successfully',
            'Failed to add unit',
          )
        }
      />
      <CurriculumNameDialog
        open={dialog === 'addTopic' && subject !== null}
        onOpenChange={closeOnDismiss}
        title={`Add topic to ${subject?.name ?? 'subject'}`}
        kind="topic"
        units={units}
        submitLabel="Add Topic"
        busy={createTopic.isPending}
        onSubmit={(name, unitId) =>
          change(
            () => createTopic.mutateAsync({ subjectId: subject!._id, unitId, name }),
            'Topic added successfully',
            'Failed to add topic',
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'deleteSubject' && subject !== null}
        onOpenChange={closeOnDismiss}
        title={`Delete ${subject?.name ?? 'subject'}?`}
        message={subjectDeleteQuestion}
        confirmLabel="Delete subject"
        busy={deleteSubject.isPending}
        onConfirm={confirmDeleteSubject}
      />
    </div>
  );
}
