import { z } from 'zod';
import { INF_TYPES } from '../catalogues.js';
import { langField, siteTypeField } from './shared.js';

export const informationPageSchema = z.object({
  InfType: z.enum(INF_TYPES),
  Title: z.string(),
  /**
   * Markup-free paragraphs separated by blank lines. SocialMediaLinks holds an empty JSON list:
   * the social links are operator settings (`system.get_site_settings`).
   */
  Text: z.string(),
  UpdatedAt: z.string(),
});
export type InformationPage = z.infer<typeof informationPageSchema>;

export const cmsMethods = {
  'cmscontroller.getInformation': {
    access: 'public',
    input: z.object({ Lang: langField, SiteType: siteTypeField, InfType: z.enum(INF_TYPES) }),
    output: informationPageSchema,
  },
} as const;
