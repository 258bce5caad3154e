import type { EngineModule } from '../../types.js';
import type { Engine, Variant } from '../../types.js';
import type { LinesData } from './types.js';
import { linesEngine } from './engine.js';
import { linesParSections } from './par.js';
import { linesRtpReport } from './rtp.js';
import { enumeratedStatistics, LINES_VARIANTS } from './variants.js';

export { linesEngine } from './engine.js';
export { LINES_VARIANTS } from './variants.js';
export { linesRtpReport } from './rtp.js';
export { linesParSections } from './par.js';
export type { LinesData, LinesPresentation, LineWin, SpinView } from './types.js';

/**
 * The 5x3 lines engine as the registry holds it. The registry stores engines of different data
 * shapes side by side (typed `never`), so the module narrows back to LinesData at this one border.
 */
export const linesModule: EngineModule = {
  engine: linesEngine as unknown as Engine<never, unknown>,
  variants: LINES_VARIANTS as unknown as ReadonlyArray<Variant<never>>,
  rtpReport: (variant) => {
    const lines = variant as unknown as Variant<LinesData>;
    return linesRtpReport(lines, enumeratedStatistics(lines));
  },
  parSections: (variant) => {
    const lines = variant as unknown as Variant<LinesData>;
    return linesParSections(lines, enumeratedStatistics(lines));
  },
};
