import * as z from 'zod';
import { idSchema } from './value-schemas';
import { roles, type Role } from '../roles';
import { roleSchema } from './role-schema';
import { pageQuerySchema } from './pagination-schemas';
import { passwordMaxLength } from '../passwords/password-policy';
import { editPasswordSchema, withPasswordNotPersonal } from './password-schemas';
import { emailSchema, personNameSchema } from './user-schemas';

/** `?role=user,parent` → ['user', 'parent']; unknown roles are refused with the list of valid ones. */
const roleListSchema = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.enum(roles, { error: `role must be one or more of ${roles.join(', ')}` }))
      .min(1, `role must be one or more of ${roles.join(', ')}`),
  );

export const userListQuerySchema = pageQuerySchema.extend({ role: roleListSchema.optional() });

export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'Phone number must be at most 30 characters')
  .regex(/^[+()\d\s-]*$/, 'Phone number may contain only digits, spaces, +, ( ) and -');

export const userCreateSchema = withPasswordNotPersonal(
  z.object({
    name: personNameSchema,
    email: emailSchema,
    /** Blank or absent: the account is invited and its owner chooses the password from the emailed link. */
    password: editPasswordSchema.optional(),
    role: roleSchema.default('user'),
    phone: phoneSchema.optional(),
  }),
);

/** Password blank or absent keeps the current one (docs/architecture.md#validation). */
export const userUpdateSchema = withPasswordNotPersonal(
  z.object({
    name: personNameSchema,
    email: emailSchema,
    role: roleSchema.optional(),
    phone: phoneSchema.optional(),
    password: editPasswordSchema.optional(),
    /** Required when an account changes its own email or password (not when staff edit someone else's). */
    currentPassword: z
      .string()
      // Passwords are trimmed when set, so they are trimmed when checked too.
      .trim()
      .max(passwordMaxLength, 'Your current password is not correct.')
      .optional(),
    /** Ends a move to a new address that is still waiting for confirmation (the account keeps its email). */
    cancelEmailChange: z.boolean().optional(),
  }),
);

export const assignStudentsSchema = z.object({
  studentIds: z
    .array(idSchema, { error: 'studentIds must be a list of student ids' })
    .max(2000, 'Too many students in one assignment')
    .transform((ids) => [...new Set(ids)]),
});

export const idParamsSchema = z.object({ id: idSchema });

/** The parent selector's options: nothing beyond id, name and email, which is all the selector shows. */
export const parentOptionSchema = z.object({ _id: idSchema, name: z.string(), email: z.string() });

export const dashboardCountersSchema = z.object({
  students: z.number().int().nonnegative(),
  subjects: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  progressUpdates: z.number().int().nonnegative(),
});

export const activityStatusSchema = z.enum(['info', 'success', 'warning', 'danger']);

export const recentActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: activityStatusSchema,
  statusColor: z.string(),
  description: z.string(),
  time: z.iso.datetime(),
  icon: z.string(),
  /** How many events of one kind the line stands for (shared/activity-grouping.ts); absent for one. */
  count: z.int().min(2).optional(),
});

export type RecentActivity = z.infer<typeof recentActivitySchema>;
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

/**
 * Roles super_admin may give on the user screen (docs/architecture.md#permissions); teachers are made on the
 * teacher screen.
 */
export const userScreenRoles: readonly Role[] = ['user', 'admin', 'super_admin'];
