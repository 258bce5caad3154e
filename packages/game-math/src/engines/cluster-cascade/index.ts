import type { EngineModule } from '../../types.js';
import { clusterCascadeEngine } from './engine.js';
import { cascadeParSections, cascadeRtpReport } from './report.js';
import { variants } from './variants.js';

export type { CascadePresentation, CascadeStep, ClusterCascadeData, ClusterWin } from './data.js';
export { clusterCascadeEngine } from './engine.js';
export { variants as clusterCascadeVariants, type CascadeVariant } from './variants.js';

/** The cluster-cascade engine for the studio registry; its RTP comes from the committed simulation. */
export const clusterCascadeModule: EngineModule = {
  engine: clusterCascadeEngine as EngineModule['engine'],
  variants: variants as unknown as EngineModule['variants'],
  rtpReport: (variant) => cascadeRtpReport(variant as never),
  parSections: (variant) => cascadeParSections(variant as never),
};
