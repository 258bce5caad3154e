import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { maintenanceCommand } from '../src/ops/maintenance-command.js';
import { ledgerCommand } from '../src/ops/ledger-command.js';
import { outboxCommand } from '../src/ops/outbox-command.js';
import { paymentsCommand } from '../src/ops/payments-command.js';
import { methodId, operatorAccountId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { captureOutput } from './support/console.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

describe('operator commands', () => {
  it('switches maintenance on and off', async () => {
    const output = captureOutput();
    expect(await maintenanceCommand(['on', 'Sunucu', 'güncellemesi'], app.services)).toBe(0);
    expect(await app.services.maintenance.state()).toEqual({ enabled: true, message: 'Sunucu güncellemesi' });
    expect(await maintenanceCommand(['off'], app.services)).toBe(0);
    expect(await app.services.maintenance.isOn()).toBe(false);
    expect(output).toEqual(['Bakım modu AÇIK: Sunucu güncellemesi', 'Bakım modu KAPALI']);
  });

  it('refuses an unknown maintenance action without changing anything', async () => {
    const output = captureOutput();
    expect(await maintenanceCommand(['maybe'], app.services)).toBe(2);
    expect(output[0]).toContain('Kullanım');
    expect(await app.services.maintenance.isOn()).toBe(false);
  });

  it('prints the outbox with the confirmation link', async () => {
    const player = await createPlayer(app);
    const output = captureOutput();
    expect(await outboxCommand(['5', '--to', player.email], app.services)).toBe(0);
    expect(output.join('\n')).toMatch(/register-account-confirm\?token=[0-9a-f]{64}/);
    expect(await outboxCommand(['--to'], app.services)).toBe(2);
  });
});

describe('payments and ledger commands', () => {
  it('lists pending payments, approves one, refuses a second decision, and verifies the ledger', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const declared = await app.call<{ transaction: { transactionID: string } }>(
      'finance',
      'save_bank_transfer',
      {
        methodID: await methodId(app, 'bank_transfer_deposit'),
        amount: 15_000,
        operatorAccountID: await operatorAccountId(app),
        senderName: 'Ayşe Yılmaz',
        requestId: requestId(),
      },
      user,
    );
    const id = declared.data.transaction.transactionID;
    const output = captureOutput();
    expect(await paymentsCommand(['list'], app.services)).toBe(0);
    expect(output.join('\n')).toContain(`${id}`);
    expect(output.join('\n')).toContain('₺150,00');
    expect(await paymentsCommand(['approve', id], app.services)).toBe(0);
    expect(await paymentsCommand(['reject', id], app.services)).toBe(1);
    expect(output.at(-1)).toBe('Bu işlem beklemede değil; durumu değiştirilemez.');
    expect(await paymentsCommand(['approve', 'NOPE'], app.services)).toBe(1);
    expect(await paymentsCommand(['dance'], app.services)).toBe(2);
    expect(await ledgerCommand(['verify'], app.services)).toBe(0);
    expect(output.at(-1)).toBe('Defter tutarlı: tüm değişmezler sağlanıyor.');
    expect(await ledgerCommand(['verify', '--full'], app.services)).toBe(0);
    expect(output.at(-3)).toMatch(/^\d+ hesap, \d+ transfer denetlendi \(tüm defter\)\.$/);
    expect(await ledgerCommand(['verify', '--fast'], app.services)).toBe(2);
  });
});
