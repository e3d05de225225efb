import * as z from 'zod';
import { idSchema } from './value-schemas';
import { roleSchema } from './role-schema';
import { plainText } from './plain-text-schema';

export const personNameSchema = plainText(
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  'Name',
);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/** A user as every API answer shows it: never a password hash or token. */
export const publicUserSchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().optional(),
  children: z.array(idSchema),
  students: z.array(idSchema),
  /** Absent for an account that signs in; `invited` or `unverified` while its owner has not yet opened the emailed link. */
  status: z.enum(['invited', 'unverified']).optional(),
  /** A new address the account moves to once its owner opens the link sent there. */
  pendingEmail: z.string().optional(),
  createdAt: z.iso.datetime(),
});

export type PublicUser = z.infer<typeof publicUserSchema>;
