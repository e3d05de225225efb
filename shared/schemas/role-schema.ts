import * as z from 'zod';
import { roles } from '../roles';

/** A role as requests and tokens carry it (kept apart from shared/roles.ts so the web's first load needs no zod). */
export const roleSchema = z.enum(roles);
