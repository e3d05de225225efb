import { familyRoles } from '../../../../shared/roles';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { messageOf } from '../../api/api-error';
import { useFamilyDataExport } from '../../api/family-data-export';
import { exportDataAction, type RowAction } from './row-actions';

/**
 * The row action that downloads a family's data zip (a subject access
 * request), for family accounts only; its outcome goes to `show`.
 * While one export runs the others wait: it takes a few seconds.
 */
export function useExportDataAction(show: (message: string) => void) {
  const exportData = useFamilyDataExport();
  return {
    actions: (account: PublicUser): RowAction[] =>
      familyRoles.includes(account.role)
        ? [
            exportDataAction(() => {
              if (exportData.isPending) return;
              show(`Preparing ${account.name}’s data…`);
              exportData.mutate(account._id, {
                onSuccess: (fileName) => show(`${account.name}’s data was downloaded as ${fileName}`),
                onError: (error) =>
                  show(messageOf(error, 'The data could not be exported. Please try again.')),
              });
            }),
          ]
        : [],
  };
}
