import type { SeedState, StudioSpin } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getBalance } from '@/lib/balance';
import { usePlayerUid } from '@/lib/session/player-uid';

/** A spin waits at most this long for the server; the reels stop with a Turkish notice after it. */
const SPIN_TIMEOUT_MS = 15_000;
const SEED_TIMEOUT_MS = 10_000;

/*
 * Every studio call is silent: the game shows its refusals inside the game page (it runs in the
 * play page's frame, where a toast would cover the reels), in the server's Turkish words.
 */
const quiet = { silent: true, hideLoadingBar: true } as const;

export function spinStudio(gameID: number, stakeKurus: number): Promise<StudioSpin> {
  return api.request('studio.spin', { gameID, stakeKurus }, { ...quiet, timeoutMs: SPIN_TIMEOUT_MS });
}

export function fetchSeedState(): Promise<SeedState> {
  return api.request('studio.seed_state', {}, { ...quiet, timeoutMs: SEED_TIMEOUT_MS });
}

export function saveClientSeed(clientSeed: string): Promise<SeedState> {
  return api.request('studio.set_client_seed', { clientSeed }, { ...quiet, timeoutMs: SEED_TIMEOUT_MS });
}

/** Rotates the pair whose hash the player sees: a second tap, or another tab, cannot end a pair not yet shown. */
export function rotateSeed(serverSeedHash: string) {
  return api.request('studio.rotate_seed', { serverSeedHash }, { ...quiet, timeoutMs: SEED_TIMEOUT_MS });
}

export const studioKeys = {
  seeds: (uid: string) => ['studio', uid, 'seeds'] as const,
  balance: (uid: string) => ['studio', uid, 'balance'] as const,
  maxStake: (uid: string) => ['studio', uid, 'max-stake'] as const,
};

/**
 * The player's highest stake per round, from protection.get_settings (the operator's rule by age is
 * the server's): the ladder offers nothing above it. The server refuses a higher stake anyway.
 */
export function useMaxStake() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: studioKeys.maxStake(uid ?? ''),
    queryFn: async ({ signal }) =>
      (await api.request('protection.get_settings', {}, { ...quiet, timeoutMs: SEED_TIMEOUT_MS, signal })).MaxStake,
    enabled: uid !== null,
    staleTime: Infinity,
    meta: { hideLoadingBar: true },
  });
}

/** The player's seed pair as the server has it now (made on first ask). */
export function useSeedState() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: studioKeys.seeds(uid ?? ''),
    queryFn: fetchSeedState,
    enabled: uid !== null,
    staleTime: Infinity,
    meta: { hideLoadingBar: true },
  });
}

/**
 * The ledger's balance when the game opens (finance.check_balance): cash and bonus together, as
 * each spin's answer has it after that (the wallet plays both) and as the play page's top bar shows.
 */
export function useOpeningBalance() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: studioKeys.balance(uid ?? ''),
    queryFn: async ({ signal }) => {
      const { balance, bonus } = await getBalance(signal);
      return balance + bonus;
    },
    enabled: uid !== null,
    staleTime: Infinity,
    meta: { hideLoadingBar: true },
  });
}
