import type { CONTENT_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';

/** Valid inputs of the back office's content calls for the permission matrix. */
export function contentSamples(_context: SampleContext): SamplesOf<typeof CONTENT_CONTRACT> {
  return {};
}
