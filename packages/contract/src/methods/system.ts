import { z } from 'zod';
import { MAX_SOCIAL_LINKS, SOCIAL_NETWORKS } from '../social-links.js';
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
  /** The company that holds the licence. */
  holder: z.string().nullable(),
});
export type License = z.infer<typeof licenseSchema>;

export const checkMaintenanceQuerySchema = z.object({
  sitename: z.string().max(128).optional(),
  version: z.string().max(32).optional(),
});
export const licensesQuerySchema = z.object({ version: z.string().max(32).optional() });

/** The public key with which the player site encrypts uid and sid before storing them (section 3). */
export const sessionKeyMethods = {
  /**
   * What every page needs to know about the installation: demo mode, the site's name, and the
   * social links the operator set (https only, one per network; none by default).
   */
  'system.get_site_settings': {
    access: 'public',
    input: emptyInput,
    output: z.object({
      demoMode: z.boolean(),
      siteName: z.string(),
      socialLinks: z
        .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url({ protocol: /^https$/ }) }))
        .max(MAX_SOCIAL_LINKS),
    }),
  },
  'system.get_session_key': {
    access: 'public',
    input: emptyInput,
    output: z.object({ keyId: z.string(), publicKeySpki: z.string() }),
  },
} as const;
