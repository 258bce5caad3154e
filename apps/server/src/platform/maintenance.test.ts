import { describe, expect, it } from 'vitest';
import type { SettingsRepository } from './settings.js';
import { MaintenanceService } from './maintenance.js';

function fakeSettings() {
  const store = new Map<string, unknown>();
  let reads = 0;
  const repository = {
    get: async (key: string) => {
      reads += 1;
      return store.get(key) ?? null;
    },
    set: async (key: string, value: unknown) => void store.set(key, value),
  } as unknown as SettingsRepository;
  return { repository, store, reads: () => reads };
}

describe('MaintenanceService', () => {
  it('is off when nothing is stored', async () => {
    const { repository } = fakeSettings();
    expect(await new MaintenanceService(repository, 0).isOn()).toBe(false);
  });

  it('caches the flag for the configured time, then reads again', async () => {
    const settings = fakeSettings();
    let now = 1_000;
    const service = new MaintenanceService(settings.repository, 500, () => now);
    await service.isOn();
    await service.isOn();
    expect(settings.reads()).toBe(1);
    settings.store.set('maintenance', { enabled: true, message: null }); // another process switched it
    now += 499;
    expect(await service.isOn()).toBe(false);
    now += 1;
    expect(await service.isOn()).toBe(true);
  });

  it('sees its own change at once and drops the message when switched off', async () => {
    const { repository } = fakeSettings();
    const service = new MaintenanceService(repository, 60_000);
    await service.set(true, 'Güncelleme');
    expect(await service.state()).toEqual({ enabled: true, message: 'Güncelleme' });
    await service.set(false, 'ignored');
    expect(await service.state()).toEqual({ enabled: false, message: null });
  });
});
