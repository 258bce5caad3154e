/**
 * What other pages compose from this feature: the home page's few biggest wins. Only this light
 * wrapper: it loads the list in its own chunk when scrolled near. The home page ships with the
 * entry, so whatever this file exports lands there; /high-earnings imports its page's component
 * directly, in its own lazy chunk.
 */
export { DeferredTopWins } from './components/deferred-top-wins';
