import { type KeyValueStorage, STORAGE_KEYS, readItem, removeItem, writeItem } from './storage';

/** `siteUnderMaintenance` is a boolean stored as the text 'true' (section 3). */
export function isMaintenanceFlagSet(storage?: KeyValueStorage | null): boolean {
  return readItem(STORAGE_KEYS.siteUnderMaintenance, storage) === 'true';
}

export function setMaintenanceFlag(storage?: KeyValueStorage | null): void {
  writeItem(STORAGE_KEYS.siteUnderMaintenance, 'true', storage);
}

export function clearMaintenanceFlag(storage?: KeyValueStorage | null): void {
  removeItem(STORAGE_KEYS.siteUnderMaintenance, storage);
}
