import { roleLabels, type Role } from '../../../../shared/roles';
import { Badge, type BadgeTone } from '../../components/badge';

const roleTones: Record<Role, BadgeTone> = {
  super_admin: 'brand',
  admin: 'blue',
  teacher: 'amber',
  user: 'green',
  parent: 'green',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTones[role]}>{roleLabels[role]}</Badge>;
}
