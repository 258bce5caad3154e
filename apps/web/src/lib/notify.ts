import { LIMITS } from '@bnw/contract/constants';
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * Notices (sections 8 and 9): negative and positive notices at the bottom right for 1500 ms by
 * default; the generic notification at the bottom centre for 5000 ms, on its own toaster.
 *
 * The notice library (sonner) is fetched with the first notice instead of with every page:
 * a healthy visit never shows one. The first notice asks the app to mount the toasters, waits
 * until they are mounted (sonner drops toasts published before its Toaster listens), then shows.
 */
export const NOTICE_TOASTER_ID = 'notices';
export const NOTIFICATION_TOASTER_ID = 'notifications';

export interface NoticeOptions {
  /** Milliseconds; `Infinity` keeps it until the player closes it. */
  durationMs?: number;
  /** Same id replaces the notice instead of stacking a copy. */
  id?: string;
}

export interface Notifier {
  negative(message: string, options?: NoticeOptions): void;
  positive(message: string, options?: NoticeOptions): void;
  notification(message: string, options?: NoticeOptions): void;
}

type Sonner = typeof SonnerModule;

let toastersWanted = false;
const wantedListeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
const toastersMounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
let sonnerReady: Promise<Sonner> | null = null;

function subscribeToastersWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** True once a notice has been asked for: the app then mounts the toasters. */
export function useToastersWanted(): boolean {
  return useSyncExternalStore(
    subscribeToastersWanted,
    () => toastersWanted,
    () => false,
  );
}

/** Called by the toasters once mounted and listening. */
export function markToastersMounted(): void {
  resolveMounted();
}

function withSonner(show: (sonner: Sonner) => void): void {
  if (!sonnerReady) {
    toastersWanted = true;
    for (const listener of wantedListeners) listener();
    sonnerReady = Promise.all([import('sonner'), toastersMounted]).then(([sonner]) => sonner);
  }
  sonnerReady.then(show).catch((error: unknown) => console.error('Notice could not be shown', error));
}

function toastOptions(toasterId: string, defaultMs: number, options: NoticeOptions) {
  return { toasterId, duration: options.durationMs ?? defaultMs, ...(options.id ? { id: options.id } : {}) };
}

export const notify: Notifier = {
  negative(message, options = {}) {
    withSonner(({ toast }) => toast.error(message, toastOptions(NOTICE_TOASTER_ID, LIMITS.noticeMs, options)));
  },
  positive(message, options = {}) {
    withSonner(({ toast }) => toast.success(message, toastOptions(NOTICE_TOASTER_ID, LIMITS.noticeMs, options)));
  },
  notification(message, options = {}) {
    withSonner(({ toast }) =>
      toast(message, toastOptions(NOTIFICATION_TOASTER_ID, LIMITS.genericNotificationMs, options)),
    );
  },
};
