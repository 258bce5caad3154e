import { SOCIAL_NETWORKS, SOCIAL_NETWORK_NAMES, type SocialLink, isSocialNetwork, isSocialUrl } from '@bnw/contract';
import { readSocialLinks, removeSocialLinks, setSocialLink } from '../modules/system/social-links.js';
import type { Services } from '../services.js';

const USAGE = `Kullanım: social list | set <ağ> <https://…> | remove <ağ> | clear   (ağlar: ${SOCIAL_NETWORKS.join(', ')})`;

function printLinks(links: readonly SocialLink[]): void {
  if (links.length === 0) {
    console.log('Sosyal medya bağlantısı yok: sitede gösterilmiyor.');
    return;
  }
  for (const link of links) console.log(`${SOCIAL_NETWORK_NAMES[link.network]}: ${link.url}`);
}

const BAD_URL =
  'Adres https:// ile başlayan geçerli bir web adresi olmalı (en çok 500 karakter, içinde kullanıcı adı veya şifre olmadan).';

const unknownNetwork = (network: string | undefined) => `Bilinmeyen ağ: ${network}\n${USAGE}`;

/** Runs one action: the links it leaves, or the refusal to print. */
async function runSocialAction(action: string, rest: string[], settings: Services['settings']) {
  const [network, url] = rest;
  switch (`${action} ${rest.length}`) {
    case 'list 0':
      return readSocialLinks(settings);
    case 'clear 0':
      return removeSocialLinks(settings);
    case 'remove 1':
      return isSocialNetwork(network) ? removeSocialLinks(settings, network) : unknownNetwork(network);
    case 'set 2':
      if (!isSocialNetwork(network)) return unknownNetwork(network);
      return isSocialUrl(url) ? setSocialLink(settings, { network, url }) : BAD_URL;
    default:
      return USAGE;
  }
}

/**
 * `social list | set <network> <url> | remove <network> | clear`: the social links the site's
 * footer and /social-media page show (none by default). Players' browsers keep the site settings
 * for their browser session, so a change reaches a player at the next visit.
 */
export async function socialCommand(args: string[], services: Services): Promise<number> {
  const [action = 'list', ...rest] = args;
  const result = await runSocialAction(action, rest, services.settings);
  if (typeof result === 'string') {
    console.error(result);
    return 2;
  }
  printLinks(result);
  return 0;
}
