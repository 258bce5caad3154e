import { type License, MESSAGES } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, registrationForm } from './support/players.js';
import { REAL_MONEY_ENV, type TestApp, createTestApp } from './support/test-app.js';

/**
 * Real-money mode (lawful operation): the operator's licence from the configuration is
 * what the footer lists, the demo licence is gone, and registration refuses a country the licence
 * does not cover, in Turkish, opening no account. Demo mode takes players from anywhere.
 */
let live: TestApp;
beforeAll(async () => {
  live = await createTestApp({ env: { ...REAL_MONEY_ENV, LICENSE_JURISDICTIONS: 'GB' } });
});
afterAll(() => live.close());

async function licenses(app: TestApp): Promise<License[]> {
  const response = await app.server.inject({ method: 'GET', url: '/endpoint/v1/licenses' });
  return (response.json() as { data: License[] }).data;
}

describe('real-money mode', () => {
  it('lists the configured licence with its holder, and not the demo one', async () => {
    expect(await licenses(live)).toEqual([
      expect.objectContaining({
        authority: 'Malta Gaming Authority',
        licenseNumber: 'MGA/B2C/000/2026',
        jurisdiction: 'GB',
        holder: 'Örnek Oyun Hizmetleri Ltd.',
      }),
    ]);
  });

  it('refuses registration from a country outside the licence, in Turkish, and opens no account', async () => {
    const count = async () =>
      Number(
        (
          await live.services.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await live.call('user', 'register', registrationForm({ country: 'TR' }), undefined, {
      ip: freshAddress(),
    });
    expect(refused).toMatchObject({
      result: false,
      code: MESSAGES.countryNotServed.code,
      message: MESSAGES.countryNotServed.tr,
    });
    expect(await count()).toBe(before);
    const served = await live.call('user', 'register', registrationForm({ country: 'GB' }), undefined, {
      ip: freshAddress(),
    });
    expect(served.result, served.message).toBe(true);
  });
});

describe('demo mode', () => {
  it('lists the demo licence and takes a player from any country', async () => {
    const demo = await createTestApp();
    try {
      expect((await licenses(demo)).map((license) => license.licenseNumber)).toEqual(['DEMO']);
      const answer = await demo.call('user', 'register', registrationForm({ country: 'DE' }), undefined, {
        ip: freshAddress(),
      });
      expect(answer.result, answer.message).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
