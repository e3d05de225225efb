import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { Badge } from '../../components/badge';

/** 'Invited' until the person chooses a password; 'Unverified' until a registration's email is confirmed. */
export function AccountStatusBadge({ status }: { status: PublicUser['status'] }) {
  if (status === 'invited') return <Badge tone="amber">Invited</Badge>;
  if (status === 'unverified') return <Badge tone="slate">Unverified</Badge>;
  return null;
}
