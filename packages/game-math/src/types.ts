import type { MotifId } from './art/motifs.js';
import type { RandomSource } from './random.js';

/**
 * The shapes every engine shares. Money is integer kuruş; pays are integers in hundredths of the
 * total stake (PAY_UNIT), so a win is `stake * units / 100`, exact for every stake on the ladder
 * (each a whole number of lira, i.e. a multiple of 100 kuruş). No float ever touches money.
 */

/** Pays are written in hundredths of the total stake: 250 pays 2,5 times the stake. */
export const PAY_UNIT = 100;

/** The stake ladder of every studio game, in kuruş (₺1 to ₺500). */
export const STAKE_LADDER_KURUS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] as const;

/** Engines with different mathematics; a variant is one engine with its own data and theme. */
export type EngineId = 'classic-3x3' | 'lines-5x3' | 'cluster-cascade';

/** A symbol as the game client draws it and the lobby tile shows it. */
export interface SymbolTheme {
  /** The symbol's id in the engine's data (reel strips and paytable use it). */
  id: string;
  /** Its Turkish name (paytable, accessibility). */
  nameTr: string;
  nameEn: string;
  /** The picture it is drawn with (art/motifs.ts): SVG shapes, never text, so it looks the same on every device. */
  art: MotifId;
  /** Its main colour, `#rrggbb`. */
  colour: string;
}

export interface VariantTheme {
  /** Background, accent and text colours of the game and its lobby tile, `#rrggbb`. */
  background: string;
  accent: string;
  text: string;
  symbols: SymbolTheme[];
}

/** Which studio label (provider) and lobby category a variant is listed under. */
export interface VariantListing {
  /** Studio label code, e.g. `bnw-anadolu`; four labels or more across the catalogue. */
  studio: string;
  /** Lobby category id (see the contract's CASINO_CATEGORY; 1 slot, others ours). */
  categoryId: number;
  volatility: 'low' | 'medium' | 'high';
  isNew?: boolean;
  isPopular?: boolean;
  quickAccess?: boolean;
}

/** One game of the catalogue: an engine, its data, its theme. `code` is unique across the studio. */
export interface Variant<Data = unknown> {
  code: string;
  engine: EngineId;
  nameTr: string;
  nameEn: string;
  /** One or two sentences of rules in Turkish and English, shown by the client's info. */
  rulesTr: string;
  rulesEn: string;
  listing: VariantListing;
  theme: VariantTheme;
  data: Data;
}

/** What a spin answers: the total win and everything the client needs to show it. */
export interface SpinOutcome<Presentation = unknown> {
  engine: EngineId;
  variant: string;
  stakeKurus: number;
  /** Total win of the round (base game and any feature it triggered), in kuruş. */
  winKurus: number;
  /** The total win in PAY_UNIT of the stake, before the maximum-win cap. */
  winUnits: number;
  /** True when the win was cut at the variant's maximum win. */
  capped: boolean;
  /** Engine-specific: grids, line or cluster wins, cascades, free spins. JSON-serialisable. */
  presentation: Presentation;
}

/** An engine: spins a variant, and says what it can pay at most. */
export interface Engine<Data = unknown, Presentation = unknown> {
  id: EngineId;
  /** One round for one stake from the ladder. Pure: the same random draws give the same outcome. */
  spin(variant: Variant<Data>, stakeKurus: number, random: RandomSource): SpinOutcome<Presentation>;
  /** The largest win, in PAY_UNIT of the stake (after the cap), for the lobby and the PAR sheet. */
  maxWinUnits(variant: Variant<Data>): number;
}

/** How an RTP figure was obtained. Exact figures are fractions written as decimals to 1e-9. */
export interface RtpReport {
  variant: string;
  method: 'exact' | 'simulation';
  /** Return to player as a fraction (0.9612 = 96,12 %). */
  rtp: number;
  /** Simulation only: spins and the 99 % confidence interval. */
  spins?: number;
  confidence99?: [number, number];
  /** Share of rounds that win anything. */
  hitFrequency: number;
  /** Standard deviation of the round's win in stakes: the volatility index. */
  volatilityIndex: number;
  /** Each pay's (or feature's) part of the RTP, by a readable label. */
  contributions: Array<{ label: string; rtp: number }>;
  maxWinUnits: number;
}

/**
 * Everything the studio knows about one engine: the engine, its themed variants, how its RTP is
 * obtained (exact, or read from the committed simulation results), and its PAR sheet's
 * engine-specific sections (reel strips, paytable, features) in markdown.
 */
export interface EngineModule {
  // The registry holds engines of different data shapes side by side.
  engine: Engine<never, unknown>;
  variants: ReadonlyArray<Variant<never>>;
  rtpReport(variant: Variant<never>): RtpReport;
  parSections(variant: Variant<never>): string;
}
