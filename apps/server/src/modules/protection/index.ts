import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { answerRealityCheck, setRealityCheck, setSessionLimit } from './intervals.js';
import { setLimit } from './limits.js';
import { reviewLimits, skipLimitPrompt } from './prompts.js';
import { closeAccount, requestReturn, selfExclude, takeTimeout } from './restrictions.js';
import { getSettings } from './settings-view.js';

type ProtectionMethod =
  | 'protection.get_settings'
  | 'protection.set_limit'
  | 'protection.skip_limit_prompt'
  | 'protection.review_limits'
  | 'protection.set_reality_check'
  | 'protection.answer_reality_check'
  | 'protection.set_session_limit'
  | 'protection.take_timeout'
  | 'protection.self_exclude'
  | 'protection.request_return'
  | 'protection.close_account';

/**
 * Player protection: where a player sets their limits (and answers the offer of a
 * deposit limit and the 6-monthly review), reality check, daily play time, time-out,
 * self-exclusion and closure. The rules themselves are enforced where money moves, by
 * the ground floor's protection/guard.ts, which every deposit, bet and bonus claim asks.
 */
export const protectionModule: ServerModule<ProtectionMethod> = {
  name: 'protection',
  handlers: {
    'protection.get_settings': async (_input, { services, actor }) => ok(await getSettings(services, actor)),
    'protection.set_limit': async (input, { services, actor }) => ok(await setLimit(services, actor, input)),
    'protection.skip_limit_prompt': async (input, { services, actor }) =>
      ok(await skipLimitPrompt(services, actor, input)),
    'protection.review_limits': async (_input, { services, actor }) => ok(await reviewLimits(services, actor)),
    'protection.set_reality_check': async (input, { services, actor }) =>
      ok(await setRealityCheck(services, actor, input)),
    'protection.answer_reality_check': async (_input, { services, actor }) =>
      ok(await answerRealityCheck(services, actor)),
    'protection.set_session_limit': async (input, { services, actor }) =>
      ok(await setSessionLimit(services, actor, input)),
    'protection.take_timeout': async (input, { services, actor }) => ok(await takeTimeout(services, actor, input)),
    'protection.self_exclude': async (input, { services, actor }) => ok(await selfExclude(services, actor, input)),
    'protection.request_return': async (_input, { services, actor }) => ok(await requestReturn(services, actor)),
    'protection.close_account': async (_input, { services, actor }) => ok(await closeAccount(services, actor)),
  },
};
