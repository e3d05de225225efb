import { badRequest } from '../../../platform/http-errors';

/** Spaces collapsed, case kept: the name must be typed as the screen shows it. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

/** An erasure cannot be undone: the typed name must be the erased person's, or nothing changes (400). */
export function assertErasureConfirmed(typed: string, fullName: string): void {
  if (normalized(typed) !== normalized(fullName))
    throw badRequest(
      `The confirmation does not match. Type "${normalized(fullName)}" exactly to erase this record.`,
    );
}
