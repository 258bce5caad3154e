import type { PAYMENTS_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';

/** Valid inputs of the back office's payments calls for the permission matrix. */
export function paymentsSamples(_context: SampleContext): SamplesOf<typeof PAYMENTS_CONTRACT> {
  return {};
}
