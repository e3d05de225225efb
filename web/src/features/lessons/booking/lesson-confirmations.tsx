import type { RefObject } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lessonMessages } from '../lesson-messages';
import { lessonLabel } from '../table/lesson-table';
import { seriesTexts } from './lesson-dialog';
import type { LessonDialogs } from './use-lesson-dialogs';

/** The questions asked before a lesson is deleted, marked completed, or the rest of its series changed. */
export function LessonConfirmations({
  dialogs,
  heading,
}: {
  dialogs: LessonDialogs;
  /** Where focus goes once a deleted lesson's row is gone. */
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { dialog, close, actionError, focusHeadingOnClose } = dialogs;
  const closeOnDismiss = (open: boolean) => (open ? undefined : close());
  return (
    <>
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        onOpenChange={closeOnDismiss}
        title="Delete lesson?"
        message={lessonMessages.confirmDelete}
        confirmLabel="Delete"
        busy={dialogs.deleting}
        error={dialog.kind === 'delete' ? actionError : null}
        onConfirm={() => dialog.kind === 'delete' && dialogs.confirmDelete(dialog.lesson)}
        onCloseAutoFocus={(event) => {
          if (!focusHeadingOnClose.current) return;
          focusHeadingOnClose.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
      <ConfirmDialog
        open={dialog.kind === 'complete'}
        onOpenChange={closeOnDismiss}
        title="Mark lesson completed?"
        message={
          dialog.kind === 'complete' ? `${lessonLabel(dialog.lesson)}. ${lessonMessages.confirmComplete}` : ''
        }
        confirmLabel="Mark completed"
        confirmVariant="primary"
        busy={dialogs.completing}
        error={dialog.kind === 'complete' ? actionError : null}
        onConfirm={() => dialog.kind === 'complete' && dialogs.confirmComplete(dialog.lesson)}
      />
      <ConfirmDialog
        open={dialog.kind === 'series'}
        onOpenChange={closeOnDismiss}
        title={dialog.kind === 'series' ? seriesTexts[dialog.action].title : ''}
        message={
          dialog.kind === 'series'
            ? `${lessonLabel(dialog.lesson)}. ${seriesTexts[dialog.action].message}`
            : ''
        }
        confirmLabel={dialog.kind === 'series' ? seriesTexts[dialog.action].confirm : ''}
        busy={dialogs.actingOnSeries}
        error={dialog.kind === 'series' ? actionError : null}
        onConfirm={() => dialog.kind === 'series' && dialogs.confirmSeries(dialog.lesson, dialog.action)}
      />
    </>
  );
}
