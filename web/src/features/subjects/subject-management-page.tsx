import { useEffect, useState } from 'react';
import { ApiError, messageOf } from '../../api/api-error';
import { roleMayCall } from '../../api/route-permission';
import { useSession } from '../../api/session-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import {
  useCreateSubject,
  useCreateTopic,
  useCreateUnit,
  useDeleteSubject,
  useDeleteTopic,
  useDeleteUnit,
  useSubjectDetail,
  useSubjects,
  useUpdateSubject,
  useUpdateTopic,
  useUpdateUnit,
} from '../../api/curriculum-api';
import { CurriculumColumn, type CurriculumItem } from './curriculum-column';
import {
  afterDeletion,
  noSelection,
  resyncSelection,
  sameSelection,
  selectSubject,
  selectUnit,
  type CurriculumSelection,
} from './curriculum-selection';
import { PageTitle } from '../../components/page-title';
import { AddFromTemplateDialog } from './add-from-template-dialog';

type Level = 'subject' | 'unit' | 'topic';

/** The delete confirmations: a subject and a unit say what goes with them. */
const deleteQuestions: Record<Level, string> = {
  subject:
    'Are you sure you want to delete this subject? This will also delete all units and topics within it.',
  unit: 'Are you sure you want to delete this unit? This will also delete all topics within it.',
  topic: 'Are you sure you want to delete this topic?',
};

/** The subject screen's failures: the server's message, or the action's fallback. */
function bannerMessage(error: unknown, fallback: string, noResponse = 'Network error'): string {
  if (error instanceof ApiError && error.isNetworkError) return noResponse;
  return messageOf(error, fallback);
}

/**
 * Subject management: Subjects → Units → Topics, each with inline
 * add and edit and a confirmed delete. Three columns on a laptop, stacked on
 * a phone.
 */
export function SubjectManagementPage() {
  const { user } = useSession();
  const [selection, setSelection] = useState<CurriculumSelection>(noSelection);
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ level: Level; item: CurriculumItem } | null>(null);
  const [choosingTemplates, setChoosingTemplates] = useState(false);
  const [imported, setImported] = useState<string | null>(null);

  const subjects = useSubjects();
  const detail = useSubjectDetail(selection.subjectId);

  // After every change the lists reload and the selection follows what still exists.
  useEffect(() => {
    const synced = resyncSelection(selection, subjects.data, detail.data);
    if (!sameSelection(synced, selection)) setSelection(synced);
  }, [selection, subjects.data, detail.data]);

  const createSubject = useCreateSubject();
  const updateSubject = useUpdateSubject();
  const deleteSubject = useDeleteSubject();
  const createUnit = useCreateUnit();
  const updateUnit = useUpdateUnit();
  const deleteUnit = useDeleteUnit();
  const createTopic = useCreateTopic();
  const updateTopic = useUpdateTopic();
  const deleteTopic = useDeleteTopic();

  const subject = subjects.data?.find((candidate) => candidate._id === selection.subjectId) ?? null;
  const detailLoaded = detail.data && detail.data._id === selection.subjectId ? detail.data : undefined;
  const unitIndex = detailLoaded?.units.findIndex((unit) => unit._id === selection.unitId) ?? -1;
  const unit = unitIndex >= 0 ? detailLoaded?.units[unitIndex] : undefined;

  /** Runs a change; a failure shows in the red banner and rejects so the open form stays open. */
  const change = async <T,>(run: () => Promise<T>, fallback: string, noResponse?: string): Promise<T> => {
    setError(null);
    try {
      return await run();
    } catch (failure) {
      setError(bannerMessage(failure, fallback, noResponse));
      throw failure;
    }
  };

  const subjectItems = subjects.data?.map((item) => ({ id: item._id, name: item.name }));
  const unitItems = detailLoaded?.units.map((item, index) => ({
    id: item._id,
    name: item.name,
    number: String(index + 1),
  }));
  const topicItems = unit?.topics.map((item, index) => ({
    id: item._id,
    name: item.name,
    number: `${unitIndex + 1}.${index + 1}`,
  }));

  const confirmDelete = async () => {
    if (!pendingDelete || (!selection.subjectId && pendingDelete.level !== 'subject')) return;
    const { level, item } = pendingDelete;
    const fallback = {
      subject: 'Error deleting subject',
      unit: 'Error deleting unit',
      topic: 'Error deleting topic',
    }[level];
    try {
      await change(() => {
        if (level === 'subject') return deleteSubject.mutateAsync({ subjectId: item.id });
        if (level === 'unit')
          return deleteUnit.mutateAsync({ subjectId: selection.subjectId!, unitId: item.id });
        return deleteTopic.mutateAsync({
          subjectId: selection.subjectId!,
          unitId: selection.unitId!,
          topicId: item.id,
        });
      }, fallback);
      setSelection((current) => afterDeletion(current, { level, id: item.id }));
    } catch {
      // The banner says what went wrong.
    } finally {
      setPendingDelete(null);
    }
  };

  const canDelete = roleMayCall(user?.role, 'curriculum.deleteSubject');
  const canImport = roleMayCall(user?.role, 'curriculum.importTemplate');
  const deleting = deleteSubject.isPending || deleteUnit.isPending || deleteTopic.isPending;

  return (
    <div className="space-y-6">
      <PageTitle>Subject Management · School Progress</PageTitle>
      <PageHeader
        title="Subject Management"
        description="Build each subject from units and topics. Families see them, numbered, on their progress sheets."
        actions={
          canImport ? (
            <Button variant="secondary" onClick={() => setChoosingTemplates(true)}>
              Add from template
            </Button>
          ) : null
        }
      />

      {subjects.isError ? (
        <Alert tone="error">{bannerMessage(subjects.error, 'Error loading subjects')}</Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {imported ? <Alert tone="success">{imported}</Alert> : null}

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <CurriculumColumn
          title="Subjects"
          noun="Subject"
          hint={null}
          items={subjects.isError ? [] : subjectItems}
          emptyText="No subjects yet. Add the first one."
          selectedId={selection.subjectId}
          onSelect={(id) => setSelection((current) => selectSubject(current, id))}
          canDelete={canDelete}
          adding={createSubject.isPending}
          renaming={updateSubject.isPending}
          onAdd={async (name) => {
            const created = await change(() => createSubject.mutateAsync({ name }), 'Error adding subject');
            setSelection((current) => selectSubject(current, created._id));
          }}
          onRename={async (subjectId, name) => {
            await change(() => updateSubject.mutateAsync({ subjectId, name }), 'Error updating subject');
          }}
          onDelete={(item) => setPendingDelete({ level: 'subject', item })}
        />
        <CurriculumColumn
          title="Units"
          noun="Unit"
          hint={subject ? null : 'Select a subject to view units'}
          context={subject?.name}
          items={detail.isError ? [] : unitItems}
          emptyText="No units yet. Add the first one."
          selectedId={selection.unitId}
          onSelect={(id) => setSelection((current) => selectUnit(current, id))}
          canDelete={canDelete}
          adding={createUnit.isPending}
          renaming={updateUnit.isPending}
          onAdd={async (name) => {
            const created = await change(
              () => createUnit.mutateAsync({ subjectId: selection.subjectId!, name }),
              'Error adding unit',
            );
            setSelection((current) => selectUnit(current, created._id));
          }}
          onRename={async (unitId, name) => {
            await change(
              () => updateUnit.mutateAsync({ subjectId: selection.subjectId!, unitId, name }),
              'Error updating unit',
            );
          }}
          onDelete={(item) => setPendingDelete({ level: 'unit', item })}
        />
        <CurriculumColumn
          title="Topics"
          noun="Topic"
          hint={unit ? null : 'Select a unit to view topics'}
          context={unit?.name}
          items={topicItems}
          emptyText="No topics yet. Add the first one."
          canDelete={canDelete}
          adding={createTopic.isPending}
          renaming={updateTopic.isPending}
          onAdd={async (name) => {
            await change(
              () =>
                createTopic.mutateAsync({ subjectId: selection.subjectId!, unitId: selection.unitId!, name }),
              'Error adding topic',
              'No response from server',
            );
          }}
          onRename={async (topicId, name) => {
            await change(
              () =>
                updateTopic.mutateAsync({
                  subjectId: selection.subjectId!,
                  unitId: selection.unitId!,
                  topicId,
                  name,
                }),
              'Error updating topic',
            );
          }}
          onDelete={(item) => setPendingDelete({ level: 'topic', item })}
        />
      </div>
      {detail.isError && subject ? (
        <Alert tone="error">{bannerMessage(detail.error, 'Error loading subjects')}</Alert>
      ) : null}

      {canImport ? (
        <AddFromTemplateDialog
          open={choosingTemplates}
          onClose={() => setChoosingTemplates(false)}
          onImported={(subjects) => {
            setChoosingTemplates(false);
            setError(null);
            setImported(
              `Imported ${subjects.map((made) => made.name).join(', ')}. Edit them like any other subject.`,
            );
            const [first] = subjects;
            if (first) setSelection((current) => selectSubject(current, first._id));
          }}
        />
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title={pendingDelete ? `Delete ${pendingDelete.level} ‘${pendingDelete.item.name}’?` : 'Delete?'}
        message={pendingDelete ? deleteQuestions[pendingDelete.level] : ''}
        confirmLabel={pendingDelete ? `Delete ${pendingDelete.level}` : 'Delete'}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
