import type { AccountLinkPurpose } from '../entities/account-link-entity';
import { gone } from '../platform/http-errors';

/**
 * What a link that no longer opens says (410), per purpose: what happened
 * and what to do next. "Used" and "replaced by a newer link" read alike:
 * the table keeps no trace of a link once it is gone. A link whose account
 * has since changed its email or password reads as replaced too.
 */
const refusals: Record<AccountLinkPurpose, Record<'unknown' | 'expired', string>> = {
  invitation: {
    unknown:
      'This invitation link has already been used, or a newer invitation was sent. If you have chosen your password, sign in; otherwise ask the school to send you a new invitation.',
    expired:
      'This invitation link has expired (invitations last 7 days). Ask the school to send you a new one.',
  },
  'password-reset': {
    unknown:
      'This password reset link has already been used, or a newer one was sent. Ask for a new link if you still need one.',
    expired: 'This password reset link has expired (reset links last one hour). Ask for a new one.',
  },
  'email-verification': {
    unknown:
      'This confirmation link has already been used, or a newer one was sent. If you have confirmed your email, sign in.',
    expired:
      'This confirmation link has expired. Register again with the same email and we will send you a new one.',
  },
  'email-change': {
    unknown:
      'This link to confirm a new email address has already been used, was replaced by a newer one, or the change was canceled. Sign in to see which address your account uses.',
    expired:
      'This link to confirm a new email address has expired (it lasts one day). Change the email again from your account to get a new one.',
  },
};

export const linkRefused = (purpose: AccountLinkPurpose, reason: 'unknown' | 'expired' = 'unknown') =>
  gone(refusals[purpose][reason]);
