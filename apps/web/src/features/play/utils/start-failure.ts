import { MESSAGE_CODES } from '@bnw/contract/constants';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { PlayTarget } from './play-target';

/** What the original server answered when a provider could not be reached. */
const INTERNAL_SERVER_ERROR = 'Internal Server Error';

/**
 * Section 8: an Internal Server Error when starting a game shows that the provider cannot be
 * reached. Ours answers a provider that is switched off or failing with its own code; an HTTP
 * 5xx or the original's "Internal Server Error" message mean the same to the player.
 */
export function isProviderUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'server') return true;
  const envelope = error.envelope;
  return envelope?.code === MESSAGE_CODES.providerUnreachable || envelope?.message === INTERNAL_SERVER_ERROR;
}

/**
 * The text of a failed start: the provider text for the cases above, else the server's own
 * message (Turkish), else the client's text of what went wrong (no connection, a blocked request).
 */
export function startFailureText(error: unknown, providerUnreachableText: string): string {
  if (isProviderUnreachable(error)) return providerUnreachableText;
  return error instanceof Error && error.message ? error.message : providerUnreachableText;
}

/** A path of this site that is no play page ('/x', never '//host', 'https://…' or a loop back here). */
function isSafeReturn(path: string | null): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !path.startsWith('/play/');
}

/**
 * Where a failed start sends the player (section 2). A virtual game: home. A slot: the spec is
 * silent for slots, so we follow its live casino rule, "the saved return address or home", with
 * /slot as the home of slots.
 */
export function redirectAfterFailure(target: PlayTarget, storedReturnUrl: string | null): string {
  if (target.kind === 'virtual') return paths.home.getHref();
  return isSafeReturn(storedReturnUrl) ? storedReturnUrl : paths.slot.getHref();
}
