import {
  privacyContactSchema,
  schoolProfileSchema,
  schoolProfileUpdateSchema,
} from '../schemas/school-profile-schemas';
import { billing, billingRefusal } from './invoice-access';
import { defineDomainRoutes } from './route-definition';

/** The school's profile on its invoices: served by the invoices function, kept in its own file. */
export const schoolProfileRoutes = defineDomainRoutes('invoices', {
  'invoices.schoolProfile': {
    method: 'GET',
    path: '/school-profile',
    access: billing,
    forbiddenMessage: billingRefusal,
    summary: "The school's legal name, address, contacts, tax registrations and payment instructions",
    data: schoolProfileSchema,
  },
  'invoices.updateSchoolProfile': {
    method: 'PUT',
    path: '/school-profile',
    access: billing,
    forbiddenMessage: billingRefusal,
    summary: 'Change the school profile its invoices and PDFs show (stored PDFs are made again)',
    body: schoolProfileUpdateSchema,
    data: schoolProfileSchema,
  },
  'invoices.privacyContact': {
    method: 'GET',
    path: '/school/privacy-contact',
    // The privacy page is read before anyone signs in (linked from registration).
    access: 'public',
    summary: "The school's name and data contact for the public privacy page; nothing else of the profile",
    data: privacyContactSchema,
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
});
