import type { Popup } from '@bnw/contract';
import { type KeyValueStorage, STORAGE_KEYS, readItem, writeItem } from '@/lib/storage';

/*
 * The pop-up rule, as we read the specification. Section 3 lists `modalStatus` among the stored
 * keys and section 4's app start sets it to 1 (app/start-app.ts); no other value is named. We read
 * '1' as "this visit has not shown its pop-up yet": showing one sets it to '0', so moving around
 * the site and coming back to the home page in the same visit does not bring it again.
 *
 * A reload is a new app start, which sets 1 again: by that key alone the same pop-up would come
 * back at every reload. A pop-up is an announcement meant to be seen once, so the IDs the player
 * closed are kept as well (`closedPopups`, ours): a closed pop-up never returns, a new one (a new
 * ID) is shown at the next visit, and a pop-up left open without closing comes back next visit.
 */

/** How many closed IDs are kept: far more than the 5 active pop-ups the server answers at most. */
const CLOSED_KEPT = 30;

/** True when this visit may still show a pop-up (modalStatus is '1'). */
export function visitMayShowPopup(storage?: KeyValueStorage | null): boolean {
  return readItem(STORAGE_KEYS.modalStatus, storage) === '1';
}

/** The pop-up IDs the player has closed (newest last); anything unreadable counts as none. */
export function closedPopupIds(storage?: KeyValueStorage | null): number[] {
  const raw = readItem(STORAGE_KEYS.closedPopups, storage);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The first pop-up, in the server's order, that is active (section 5) and was never closed. */
export function popupToShow(popups: readonly Popup[], closedIds: readonly number[]): Popup | null {
  return popups.find((popup) => popup.Active === 'active' && !closedIds.includes(popup.ID)) ?? null;
}

/** This visit has shown its pop-up. */
export function markPopupShown(storage?: KeyValueStorage | null): void {
  writeItem(STORAGE_KEYS.modalStatus, '0', storage);
}

/** The player closed this pop-up: it is not shown again. */
export function rememberClosedPopup(id: number, storage?: KeyValueStorage | null): void {
  const ids = [...closedPopupIds(storage).filter((known) => known !== id), id].slice(-CLOSED_KEPT);
  writeItem(STORAGE_KEYS.closedPopups, JSON.stringify(ids), storage);
}
