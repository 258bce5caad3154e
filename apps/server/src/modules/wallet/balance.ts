import type { WalletAnswer, WalletBalanceRequest } from '@bnw/contract';
import { answer, answeringRefusals, availableBalance } from './answers.js';
import { type WalletCaller, WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';
import { resolveGameSession } from './game-sessions.js';

/** `balance`: the player's available cash, for a session that has not lapsed. */
export function walletBalance(
  deps: WalletDeps,
  caller: WalletCaller,
  input: WalletBalanceRequest,
): Promise<WalletAnswer> {
  const known: { userId: number | null } = { userId: null };
  return answeringRefusals(deps, known, undefined, async () => {
    const { session, expired } = await resolveGameSession(deps, caller, input.token);
    known.userId = session.user_id;
    if (expired) throw new WalletRefusal('TOKEN_EXPIRED');
    return answer('OK', await availableBalance(deps, session.user_id));
  });
}
