import type { TestApp } from './test-app.js';

/**
 * Delivers the outbox until `subscriber` has nothing recorded before `before` left. A call that
 * starts its events' delivery without waiting for it (a spin) may hold an event in its own pass,
 * so a pass of ours can find nothing to do: ask again until the subscriber has caught up.
 */
export async function deliveredTo(app: TestApp, subscriber: string, before: Date): Promise<void> {
  const at = before.toISOString();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await app.services.events.deliverNow();
    if (!(await app.services.events.isBehind(subscriber, at))) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${subscriber} still has events waiting`);
}
