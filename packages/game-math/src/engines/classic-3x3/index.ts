import type { EngineModule } from '../../types.js';
import { CLASSIC_3X3_VARIANTS } from './catalogue.js';
import { classic3x3Engine } from './engine.js';
import { classic3x3ParSections } from './par.js';
import { classic3x3RtpReport } from './rtp.js';

export { CLASSIC_3X3_VARIANTS } from './catalogue.js';
export { CLASSIC_3X3_ID, classic3x3Engine } from './engine.js';
export { CLASSIC_PAYLINES } from './paytable.js';
export { classic3x3RtpReport } from './rtp.js';
export { CLASSIC_VOLATILITY_THRESHOLDS, classicVolatilityLabel } from './volatility.js';
export type {
  Classic3x3Data,
  Classic3x3LineWin,
  Classic3x3Presentation,
  Classic3x3Variant,
  MixedPay,
} from './types.js';

/** The classic 3x3 engine as the registry holds it. */
export const classic3x3Module: EngineModule = {
  // The registry holds engines of different data shapes; each engine gets only its own variants.
  engine: classic3x3Engine,
  variants: CLASSIC_3X3_VARIANTS as EngineModule['variants'],
  rtpReport: (variant) => classic3x3RtpReport(variant as never),
  parSections: (variant) => classic3x3ParSections(variant as never),
};
