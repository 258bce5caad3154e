import { ok } from '../../rpc/outcome.js';
import type { HandlerMap } from '../../rpc/handlers.js';
import { readSocialLinks } from './social-links.js';

export const systemHandlers: HandlerMap<'system.ping' | 'system.get_session_key' | 'system.get_site_settings'> = {
  'system.ping': async (_input, { services }) =>
    ok({ pong: true as const, serverTime: services.clock().toISOString() }),
  'system.get_site_settings': async (_input, { services }) =>
    ok({
      demoMode: services.config.demoMode,
      siteName: services.config.siteName,
      socialLinks: await readSocialLinks(services.settings),
    }),
  'system.get_session_key': async (_input, { services }) => ok(await services.sessionKeys.publicKey()),
};
