import type { BackofficeParsedInput } from '@bnw/contract/backoffice';
import { DEFAULT_MAX_STAKE, MAX_STAKE_SETTING, type MaxStake } from '../../protection/guard.js';
import type { Services } from '../../services.js';

/**
 * The operator's highest stake per round (settings key `protection.max_stake`), which every game's
 * bet reads through the play gate (protection/guard.ts): shown to every staff role, changed by
 * administrators. A change applies to the next bet; one write of the whole rule, so a bet never
 * reads half of an old rule and half of a new one.
 */
type StakeDeps = Pick<Services, 'db' | 'settings'>;

export async function maxStakePart(deps: StakeDeps): Promise<{ maxStake: MaxStake; updatedAt: string | null }> {
  const row = await deps.db
    .selectFrom('settings')
    .select(['value', 'updated_at'])
    .where('key', '=', MAX_STAKE_SETTING)
    .executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Partial<MaxStake>) : {};
  return { maxStake: { ...DEFAULT_MAX_STAKE, ...stored }, updatedAt: row?.updated_at ?? null };
}

/** `bo_ops.max_stake_set`: the contract checked the bounds and that the young players' stake is not above the adults'. */
export async function setMaxStake(
  deps: StakeDeps,
  input: BackofficeParsedInput<'bo_ops.max_stake_set'>,
): Promise<void> {
  const rule: MaxStake = {
    adultKurus: input.adultKurus,
    youngKurus: input.youngKurus,
    youngUntilAge: input.youngUntilAge,
  };
  await deps.settings.set(MAX_STAKE_SETTING, rule);
}
