import type { PLAYERS_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';

/** Valid inputs of the back office's players calls for the permission matrix. */
export function playersSamples(_context: SampleContext): SamplesOf<typeof PLAYERS_CONTRACT> {
  return {};
}
