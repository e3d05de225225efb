import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userUpdateSchema } from '../../../../shared/schemas/people-schemas';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { refreshAfterChange } from '../../api/after-change';
import { callApi } from '../../api/api-client';
import { currentUserKey } from '../../api/current-user-query';
import { updateSessionUser } from '../../api/session-store';

export type OwnAccountChange = Omit<z.input<typeof userUpdateSchema>, 'name' | 'email' | 'role'> &
  Partial<Pick<z.input<typeof userUpdateSchema>, 'name' | 'email'>>;

/**
 * One's own record, through the same `PUT /users/{id}` staff use (the server
 * lets everyone edit their own record, never their own role). The route wants
 * name and email every time, so a change of one part sends the others as they
 * are; the answer replaces the signed-in user, so the header shows it at once.
 */
export function useUpdateOwnAccount(user: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OwnAccountChange) =>
      callApi('users.update', {
        params: { id: user._id },
        body: { name: user.name, email: user.email, ...change },
      }),
    onSuccess: (updated) => {
      updateSessionUser(updated);
      queryClient.setQueryData(currentUserKey, updated);
      void refreshAfterChange(queryClient, 'users');
    },
  });
}
