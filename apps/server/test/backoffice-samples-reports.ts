import type { REPORTS_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';

/** Valid inputs of the back office's reports calls for the permission matrix. */
export function reportsSamples(_context: SampleContext): SamplesOf<typeof REPORTS_CONTRACT> {
  return {};
}
