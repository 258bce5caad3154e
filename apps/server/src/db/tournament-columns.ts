import { CONTENT_LIMITS, PRIZE_KINDS } from '@bnw/contract';
import { z } from 'zod';

/**
 * The JSON columns of `tournaments` (015-content), read by two modules: the content calls list a
 * tournament, the tournaments engine ranks and pays it. A malformed column reads as the empty list
 * rather than failing a listing or a payout run.
 */
export const storedPrizeTableSchema = z
  .array(
    z.object({
      fromRank: z.number().int().positive(),
      toRank: z.number().int().positive(),
      amountKurus: z.number().int().nonnegative(),
      kind: z.enum(PRIZE_KINDS),
    }),
  )
  .max(CONTENT_LIMITS.prizeRanges);
export type StoredPrizeTable = z.infer<typeof storedPrizeTableSchema>;

export const storedIdsSchema = z.array(z.number().int().positive()).max(CONTENT_LIMITS.eligibleIds);

export function readJsonList<T>(json: string, schema: z.ZodType<T[]>): T[] {
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The prize ranges that make sense (a range's end not before its start), in rank order. */
export function prizeRangesOf(json: string): StoredPrizeTable {
  return readJsonList(json, storedPrizeTableSchema)
    .filter((range) => range.toRank >= range.fromRank)
    .sort((a, b) => a.fromRank - b.fromRank);
}
