import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Volatility } from '@bnw/contract';
import { PAY_UNIT } from '@bnw/game-math';
import type { StudioVariant } from './variants.js';

/**
 * A variant's lobby figures: its computed RTP in basis points, volatility label and largest win.
 * The exact RTP of some engines takes a second or more per variant (lines-5x3 enumerates every
 * reel stop), too slow for every start; `variant-rtp.json` holds the computed figure with a
 * fingerprint of the data it was computed from. A variant whose data changed since (or that is
 * new) is computed at start and kept for the process; `npm run studio:rtp-table` rewrites the file
 * and apps/server/test/studio-figures.test.ts holds it equal to the computation.
 */
export interface VariantFigures {
  rtpBp: number;
  volatility: Volatility;
  maxWinX: number;
}

export interface RtpTableEntry {
  fingerprint: string;
  rtpBp: number;
}

const TABLE_URL = new URL('./variant-rtp.json', import.meta.url);

/** SHA-256 of the variant's engine and data: what its RTP is a function of. */
export function variantFingerprint({ variant }: StudioVariant): string {
  return createHash('sha256')
    .update(JSON.stringify([variant.engine, variant.data]))
    .digest('hex')
    .slice(0, 16);
}

/** The computation itself (slow for some engines). */
export function computedRtpBp({ variant, module }: StudioVariant): number {
  return Math.round(module.rtpReport(variant).rtp * 10_000);
}

export function readRtpTable(): Record<string, RtpTableEntry> {
  try {
    return JSON.parse(readFileSync(TABLE_URL, 'utf8')) as Record<string, RtpTableEntry>;
  } catch {
    return {};
  }
}

const computedThisProcess = new Map<string, number>();

/** The figures of one variant: the committed RTP when its data is unchanged, else computed once. */
export function variantFigures(entry: StudioVariant, table: Record<string, RtpTableEntry>): VariantFigures {
  const { variant, module } = entry;
  const committed = table[variant.code];
  let rtpBp = committed && committed.fingerprint === variantFingerprint(entry) ? committed.rtpBp : undefined;
  if (rtpBp === undefined) {
    rtpBp = computedThisProcess.get(variant.code) ?? computedRtpBp(entry);
    computedThisProcess.set(variant.code, rtpBp);
  }
  return {
    rtpBp,
    volatility: variant.listing.volatility,
    maxWinX: Math.floor(module.engine.maxWinUnits(variant) / PAY_UNIT),
  };
}
