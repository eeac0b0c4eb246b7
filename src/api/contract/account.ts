import { z } from './zod';
import { isoTimestamp } from './common';

export const clientAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  logo: z.nullable(z.string()),
  website_url: z.nullable(z.string()),
  status: z.number().check(z.int()),
  industry: z.nullable(z.string()),
  industry_group: z.nullable(z.string()),
  country_id: z.string(),
  country_name: z.string(),
  country_code: z.string(),
  is_self_serve_enabled: z.boolean(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const teamUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.number().check(z.int()),
  subrole: z.nullable(z.string()),
  status: z.number().check(z.int()),
  is_verified: z.boolean(),
  created_at: isoTimestamp,
});
export type TeamUser = z.infer<typeof teamUserSchema>;

/** `GET /client/me`. */
export const meSchema = z.object({
  client: clientAccountSchema,
  users: z.array(teamUserSchema),
  totalUsers: z.number().check(z.int(), z.nonnegative()),
});
export type Me = z.infer<typeof meSchema>;

/**
 * Labels the dashboard shows for user role and status codes. The spec gives the codes as numbers
 * without labels; these are the sandbox's and are shown with the code when unknown.
 */
export const userRoleLabels: Record<number, string> = { 1: 'Owner', 2: 'Admin', 3: 'Member', 4: 'Viewer' };
export const userStatusLabels: Record<number, string> = { 0: 'Invited', 1: 'Active', 2: 'Suspended' };
export const clientStatusLabels: Record<number, string> = { 0: 'Inactive', 1: 'Active' };
