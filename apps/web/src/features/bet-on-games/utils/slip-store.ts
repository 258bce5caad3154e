import { create } from 'zustand';
import { type SlipEntry, type SlipRefusal, toggleSelection } from './slip';

/**
 * The slip for the visit: it lives while the player moves between the games, keeps its
 * selections through a refusal, and is emptied only once a coupon is placed or the player clears it.
 */
interface SlipState {
  entries: SlipEntry[];
  stakeKurus: number;
  /** The last tap's refusal, shown until the next tap. */
  refusal: SlipRefusal;
  toggle: (entry: SlipEntry) => void;
  remove: (entry: SlipEntry) => void;
  setStake: (stakeKurus: number) => void;
  clear: () => void;
  dismiss: () => void;
}

export const DEFAULT_STAKE_KURUS = 1_000;

export const useSlipStore = create<SlipState>((set) => ({
  entries: [],
  stakeKurus: DEFAULT_STAKE_KURUS,
  refusal: null,
  toggle: (entry) =>
    set((state) => {
      const outcome = toggleSelection(state.entries, entry);
      return { entries: outcome.entries, refusal: outcome.refusal };
    }),
  remove: (entry) =>
    set((state) => ({
      entries: state.entries.filter(
        (each) =>
          !(each.drawID === entry.drawID && each.marketID === entry.marketID && each.selectionID === entry.selectionID),
      ),
      refusal: null,
    })),
  setStake: (stakeKurus) => set({ stakeKurus }),
  clear: () => set({ entries: [], refusal: null }),
  dismiss: () => set({ refusal: null }),
}));
