/**
 * What other pages compose from this feature. The home page ships with the entry, so only the
 * light deferred wrapper is exported here; /tournaments imports its list directly, in its own chunk.
 */
export { DeferredActiveTournament } from './components/deferred-active-tournament';
