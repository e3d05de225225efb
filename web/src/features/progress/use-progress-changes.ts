import { useState } from 'react';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import { useSaveTopicNote, useUpdateTopicStatus } from './progress-api';
import { progressWriteErrorMessage } from './progress-error-messages';
import type { SheetTopic } from './progress-sheet-model';

/**
 * A sheet's changes: a topic's status, and its note (the topic whose note
 * dialog is open). Each success is announced and each failure reported.
 */
export function useProgressChanges({
  studentId,
  subjectId,
  changedBy,
  announce,
  report,
}: {
  studentId: string | null;
  subjectId: string | null;
  /** Who the sheet shows as having made the change until the server answers. */
  changedBy: string;
  announce: (message: string) => void;
  report: (message: string) => void;
}) {
  const [noteTopic, setNoteTopic] = useState<SheetTopic | null>(null);
  const updateStatus = useUpdateTopicStatus(studentId ?? '', subjectId ?? '', changedBy);
  const saveNote = useSaveTopicNote(studentId ?? '', subjectId ?? '');

  const saveStatus = (topic: SheetTopic, status: TopicStatus) => {
    updateStatus.mutate(
      { topicId: topic.topicId, status },
      {
        onSuccess: () => announce('Progress updated successfully'),
        onError: (error) => report(progressWriteErrorMessage('updateProgress', error)),
      },
    );
  };

  /** Saves the open note ('' deletes it); rejects with the message the note dialog shows. */
  const writeNote = async (note: string) => {
    if (!noteTopic) return;
    const deleting = note === '';
    try {
      await saveNote.mutateAsync({ topicId: noteTopic.topicId, notes: note });
    } catch (error) {
      throw new Error(progressWriteErrorMessage(deleting ? 'deleteNotes' : 'updateNotes', error), {
        cause: error,
      });
    }
    setNoteTopic(null);
    announce(deleting ? 'Notes deleted successfully' : 'Notes updated successfully');
  };

  return { saveStatus, noteTopic, setNoteTopic, writeNote, savingNote: saveNote.isPending };
}
