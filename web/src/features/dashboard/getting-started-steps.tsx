import { BadgeCheck, UserPlus, UserRound, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { roleLabels } from '../../../../shared/roles';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { appPaths } from '../../app/app-paths';
import { CopyLinkField } from './copy-link-field';

export interface GettingStartedStep {
  title: string;
  icon: LucideIcon;
  body: ReactNode;
}

const accountStep: GettingStartedStep = {
  title: 'Your account',
  icon: UserRound,
  body: 'Your name, email address and role are in the menu under your name at the top right. You can log out from there or from the navigation menu.',
};

/**
 * What each role can do today, and nothing more: later pages add their own
 * steps here as they arrive, so the panel never points at a missing screen.
 */
export function gettingStartedStepsFor(user: PublicUser, origin: string): GettingStartedStep[] {
  switch (user.role) {
    case 'super_admin':
      return [
        {
          title: 'Your school is set up',
          icon: BadgeCheck,
          body: 'You created the first account, so you are the Super Admin. Setup is now closed: nobody else can create a Super Admin account.',
        },
        {
          title: 'Families register themselves',
          icon: UserPlus,
          body: (
            <div className="space-y-3">
              <p>
                Parents and students create their own accounts, with the role {roleLabels.user}. Share the
                registration link with them:
              </p>
              <CopyLinkField label="Registration link" value={`${origin}${appPaths.register}`} />
            </div>
          ),
        },
        accountStep,
      ];
    case 'admin':
    case 'teacher':
      return [
        {
          title: 'Your staff account is ready',
          icon: BadgeCheck,
          body: `Your school gave this account the ${roleLabels[user.role]} role. Sign in with ${user.email} on any device.`,
        },
        accountStep,
      ];
    case 'user':
    case 'parent': {
      const count = user.children.length;
      return [
        {
          title: 'Your family account is ready',
          icon: BadgeCheck,
          body: `You are signed in as ${user.email}. Sign in with the same details on your phone, tablet or computer.`,
        },
        {
          title: 'Children on your account',
          icon: Users,
          body:
            count === 0
              ? 'No children are linked to your account yet. Your school links each child to your account; ask the school if a child is missing.'
              : `${count} ${count === 1 ? 'child is' : 'children are'} linked to your account by your school.`,
        },
        accountStep,
      ];
    }
  }
}
