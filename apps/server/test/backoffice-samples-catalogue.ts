import type { CATALOGUE_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';

/** Valid inputs of the back office's catalogue calls for the permission matrix. */
export function catalogueSamples(_context: SampleContext): SamplesOf<typeof CATALOGUE_CONTRACT> {
  return {};
}
