import { z } from 'zod';
import { emptyInput } from './shared.js';

export const systemMethods = {
  'system.ping': {
    access: 'public',
    input: emptyInput,
    output: z.object({ pong: z.literal(true), serverTime: z.string() }),
  },
  /** result true: the site is up; result false: under maintenance (section 4). */
  'maintenance.check_status': {
    access: 'public',
    input: emptyInput,
    output: z.object({ maintenance: z.boolean(), message: z.string().nullable() }),
  },
} as const;

export const licenseSchema = z.object({
  id: z.number().int(),
  authority: z.string(),
  licenseNumber: z.string(),
  jurisdiction: z.string(),
  url: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type License = z.infer<typeof licenseSchema>;

export const checkMaintenanceQuerySchema = z.object({
  sitename: z.string().max(128).optional(),
  version: z.string().max(32).optional(),
});
export const licensesQuerySchema = z.object({ version: z.string().max(32).optional() });

/** The public key with which the player site encrypts uid and sid before storing them (section 3). */
export const sessionKeyMethods = {
  /** What every page needs to know about the installation: demo mode and the site's name. */
  'system.get_site_settings': {
    access: 'public',
    input: emptyInput,
    output: z.object({ demoMode: z.boolean(), siteName: z.string() }),
  },
  'system.get_session_key': {
    access: 'public',
    input: emptyInput,
    output: z.object({ keyId: z.string(), publicKeySpki: z.string() }),
  },
} as const;
