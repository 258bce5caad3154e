import { MESSAGE_CODES } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callErrorMessage } from '@/lib/api-client';
import { requestEmailConfirmation } from '../api/register';

/** A mailed token: 64 hex characters (the server's rule). */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export type EmailConfirmation =
  | { status: 'checking' }
  | { status: 'confirmed'; message: string }
  /** `linkDead`: the link is malformed, used or expired, so only a new link can help. */
  | { status: 'failed'; message: string; linkDead: boolean };

/**
 * Confirms the mailed token once on arrival. A query (not an effect) so that the single-use
 * token is sent once even when React renders twice.
 */
export function useEmailConfirmation(token: string): EmailConfirmation {
  const { t } = useTranslation('account');
  const wellFormed = TOKEN_PATTERN.test(token);
  const confirmation = useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: async () => {
      try {
        const answer = await requestEmailConfirmation(token);
        return { ok: answer.result, message: answer.message, code: answer.code };
      } catch (error) {
        return { ok: false, message: callErrorMessage(error, null), code: null };
      }
    },
    enabled: wellFormed,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (!wellFormed) return { status: 'failed', message: t('errors.tokenInvalid'), linkDead: true };
  const result = confirmation.data;
  if (!result) return { status: 'checking' };
  if (result.ok) return { status: 'confirmed', message: result.message };
  return { status: 'failed', message: result.message, linkDead: result.code === MESSAGE_CODES.tokenInvalid };
}
