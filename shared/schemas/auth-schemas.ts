import * as z from 'zod';
import { passwordMaxLength } from '../passwords/password-policy';
import { publicUserSchema } from './user-schemas';

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email or password'),
  password: z
    .string({ error: 'Password is required' })
    // Passwords are trimmed when set (docs/architecture.md#validation), so they are trimmed when checked too.
    .trim()
    .min(1, 'Password is required')
    .max(passwordMaxLength, 'Invalid email or password'),
  /** Keeps the refresh cookie across browser restarts (30 days) instead of for this browser session. */
  rememberMe: z.boolean().optional(),
});

/**
 * The HttpOnly cookie that carries the refresh token, scoped to `/api/auth`: the routes that answer a session
 * set it, `POST /api/auth/refresh-token` exchanges it, and signing out clears it (the OpenAPI document says so).
 */
export const refreshCookieName = 'refresh_token';

export const sessionSchema = z.object({
  token: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  user: publicUserSchema,
});

export const setupStatusSchema = z.object({ setupRequired: z.boolean() });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type Session = z.infer<typeof sessionSchema>;
