import type { TFunction } from 'i18next';
import { ApiError, isMaintenanceAnswer } from '@/lib/api-client';

/**
 * A failed call in the player's words: the server's own message for a refusal (insufficient
 * funds, too fast, session ended: Turkish when the page is), ours for a call that never got one.
 */
export function describeRefusal(error: unknown, t: TFunction<'studio'>): string {
  if (error instanceof ApiError) {
    // The maintenance answer's text is the protocol's fixed English; the site moves to its Turkish screen.
    if (error.kind === 'maintenance' || (error.envelope && isMaintenanceAnswer(error.envelope))) {
      return t('errors.maintenance');
    }
    if (error.kind === 'failed' && error.message) return error.message;
    if (error.kind === 'network') return t('errors.network');
  }
  return t('errors.unexpected');
}
