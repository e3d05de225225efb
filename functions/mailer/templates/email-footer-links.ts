import { createContext, useContext } from 'react';

/**
 * The links every email's footer carries: where the recipient chooses its
 * emails and, for any email that is not an account email, the page that turns
 * this email's category off. Given by renderEmail to the whole body, so that
 * each template's `EmailLayout` shows them without the template passing them on.
 */
export interface EmailFooterLinks {
  preferencesUrl: string;
  /** Absent on account emails (invitations, password resets): those cannot be turned off. */
  unsubscribe?: { url: string; categoryLabel: string };
}

export const EmailFooterLinksContext = createContext<EmailFooterLinks | undefined>(undefined);

export const useEmailFooterLinks = () => useContext(EmailFooterLinksContext);
