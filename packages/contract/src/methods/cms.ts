import { z } from 'zod';
import { INF_TYPES } from '../catalogues.js';
import { langField, siteTypeField } from './shared.js';

export const informationPageSchema = z.object({
  InfType: z.enum(INF_TYPES),
  Title: z.string(),
  /** Markup-free paragraphs separated by blank lines; JSON text for SocialMediaLinks. */
  Text: z.string(),
  UpdatedAt: z.string(),
});
export type InformationPage = z.infer<typeof informationPageSchema>;

export const socialMediaLinkSchema = z.object({
  name: z.string().max(64),
  url: z.string().url().max(512),
});
/** The JSON text that `SocialMediaLinks` holds. */
export const socialMediaLinksSchema = z.array(socialMediaLinkSchema).max(20);
export type SocialMediaLink = z.infer<typeof socialMediaLinkSchema>;

export const cmsMethods = {
  'cmscontroller.getInformation': {
    access: 'public',
    input: z.object({ Lang: langField, SiteType: siteTypeField, InfType: z.enum(INF_TYPES) }),
    output: informationPageSchema,
  },
} as const;
