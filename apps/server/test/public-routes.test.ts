import { RPC_PATH } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/demo.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET routes', () => {
  it('lists the active licences from the database', async () => {
    const response = await app.server.inject({ method: 'GET', url: `${RPC_PATH}/licenses?version=1` });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.result).toBe(true);
    expect(answer.data[0]).toMatchObject({ licenseNumber: 'DEMO', jurisdiction: 'Yalnızca oyun parası' });

    await app.services.db.updateTable('licenses').set({ active: 0 }).execute();
    const after = await app.server.inject({ method: 'GET', url: `${RPC_PATH}/licenses` });
    expect(after.json().data).toEqual([]);
    await app.services.db.updateTable('licenses').set({ active: 1 }).execute();
  });

  it('reports health with the database dialect', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', demoMode: true, database: app.services.dialect });
  });

  it('seeds idempotently and keeps operator edits', async () => {
    await app.services.db
      .updateTable('information_pages')
      .set({ title: 'Değiştirildi' })
      .where('inf_type', '=', 'GenelKurallar')
      .where('lang', '=', 'tr')
      .execute();
    await seedDemoContent(app.services.db);
    await seedDemoContent(app.services.db);
    const pages = await app.services.db
      .selectFrom('information_pages')
      .select(['inf_type', 'title'])
      .where('lang', '=', 'tr')
      .execute();
    expect(pages).toHaveLength(10);
    expect(pages.find((page) => page.inf_type === 'GenelKurallar')?.title).toBe('Değiştirildi');
    const licenses = await app.services.db.selectFrom('licenses').select('id').execute();
    expect(licenses).toHaveLength(1);
  });

  it('explains that the site is not built when there is no web build', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/slot' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
