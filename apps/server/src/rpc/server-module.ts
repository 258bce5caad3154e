import type { MethodName } from '@bnw/contract';
import type { Job } from '../platform/jobs.js';
import type { Subscriber } from '../platform/events.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handlers.js';

/**
 * What a module declares in its `index.ts`: the RPC methods it answers, the scheduled work it
 * needs and the events it reacts to. The composition root assembles every module's declaration;
 * no module imports another.
 */
export interface ServerModule<M extends MethodName = MethodName> {
  name: string;
  handlers: HandlerMap<M>;
  jobs?: (services: Services) => Job[];
  subscribers?: (services: Services) => Subscriber[];
  /**
   * The shared real-time topics it publishes on (`table:<code>`, `lobby:live`): a browser may
   * subscribe to these and to no other (http/websocket-hub.ts).
   */
  topics?: (services: Services) => Promise<string[]>;
}
