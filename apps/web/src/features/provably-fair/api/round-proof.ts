import type { RoundProof } from '@bnw/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

const PROOF_TIMEOUT_MS = 10_000;

const proofKey = (uid: string, roundID: number) => ['provablyFair', uid, 'round', roundID] as const;

/** studio.round_proof of one of the player's rounds (another player's answers as not found). */
export function useRoundProof(roundID: number | null) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: proofKey(uid ?? '', roundID ?? 0),
    queryFn: ({ signal }): Promise<RoundProof> =>
      api.request('studio.round_proof', { roundID: roundID! }, { silent: true, signal, timeoutMs: PROOF_TIMEOUT_MS }),
    enabled: uid !== null && roundID !== null,
  });
}

/**
 * Rotates the pair the round was played with (named by its hash, so that no other pair is ended),
 * then asks the proof again: also after a refusal, as a pair rotated meanwhile has its seed revealed.
 */
export function useRotateForProof(roundID: number | null) {
  const client = useQueryClient();
  const uid = usePlayerUid();
  return useMutation({
    mutationFn: (serverSeedHash: string) =>
      api.request('studio.rotate_seed', { serverSeedHash }, { silent: true, timeoutMs: PROOF_TIMEOUT_MS }),
    onSettled: () => client.invalidateQueries({ queryKey: proofKey(uid ?? '', roundID ?? 0) }),
  });
}
