import type { SettingsRepository } from './settings.js';

export interface MaintenanceState {
  enabled: boolean;
  /** Optional note for players, shown on the maintenance screen. */
  message: string | null;
}

const SETTINGS_KEY = 'maintenance';
const OFF: MaintenanceState = { enabled: false, message: null };

/**
 * The maintenance flag lives in the database so that every server process and the
 * operator command agree. Each process caches it for `cacheMs` because it is read on every call.
 */
export class MaintenanceService {
  private cached: { state: MaintenanceState; readAtMs: number } | null = null;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly cacheMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async state(): Promise<MaintenanceState> {
    const now = this.nowMs();
    if (this.cached && now - this.cached.readAtMs < this.cacheMs) return this.cached.state;
    const state = (await this.settings.get<MaintenanceState>(SETTINGS_KEY)) ?? OFF;
    this.cached = { state, readAtMs: now };
    return state;
  }

  async isOn(): Promise<boolean> {
    return (await this.state()).enabled;
  }

  async set(enabled: boolean, message: string | null = null): Promise<MaintenanceState> {
    const state: MaintenanceState = { enabled, message: enabled ? message : null };
    await this.settings.set(SETTINGS_KEY, state);
    this.cached = null;
    return state;
  }
}
