import {
  ANONYMOUS_USER_DEBUG,
  AUTH_CLEARING_CODES,
  DEFAULT_LANGUAGE,
  type Language,
  MAINTENANCE_MESSAGE,
  MAINTENANCE_CODE,
  PANEL_FRONTEND,
  PANEL_HEADER,
  RPC_PATH,
  type RpcResponse,
  SESSION_CLEARING_CODES,
  UNKNOWN_IP_PLACEHOLDER,
} from '@bnw/contract/constants';
import type { MethodInput, MethodName, MethodOutput, UserPart } from '@bnw/contract';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { useAppStore } from '@/stores/app-store';
import { isMaintenanceFlagSet, setMaintenanceFlag } from './maintenance-flag';
import { currentPathname, navigateTo } from './navigation';
import { type Notifier, notify } from './notify';
import { endSession } from './session/session-end';
import { clearStoredSession, readStoredAuth, readStoredSession } from './session/stored-session';
import type { KeyValueStorage } from './storage';

/** Options of one call. */
export interface CallOptions {
  /** Do not show the server's message when `result` is false (most list fetches, section 8). */
  silent?: boolean;
  /** Show the server's message as a positive notice when `result` is true (player actions). */
  notifySuccess?: boolean;
  /** The call does not drive the loading bar (the balance check). Queries put it in their meta too. */
  hideLoadingBar?: boolean;
  signal?: AbortSignal;
  /**
   * Gives up after this many milliseconds (an ApiError of kind 'network'). Section 9 says
   * "request timeout none": no call has one unless its caller asks.
   */
  timeoutMs?: number;
}

export type ApiErrorKind =
  /** Not sent: an earlier HTTP 500 blocks every later request. */
  | 'blocked'
  /** Not sent: the site is under maintenance and the call is not to the maintenance class. */
  | 'maintenance'
  /** HTTP 5xx. */
  | 'server'
  /** No answer at all (offline, refused, aborted, timed out). */
  | 'network'
  /** The answer is not the envelope. */
  | 'invalid'
  /** The envelope said result false. */
  | 'failed';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly envelope: RpcResponse<unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The part of `fetch` the client uses; tests pass one that answers without a network. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientDeps {
  /** Defaults to window.localStorage. */
  storage?: KeyValueStorage | null;
  notifier: Notifier;
  navigate: (to: string) => void;
  currentPath: () => string;
  translate: (
    key:
      | 'errors.serverProblem'
      | 'errors.requestBlocked'
      | 'errors.maintenanceNotice'
      | 'errors.maintenanceBlocked'
      | 'errors.network'
      | 'errors.unexpectedAnswer',
  ) => string;
  language: () => Language;
  /** Tells the app's state the local session is gone (storage is already cleared). */
  onSessionCleared: (removeAuth: boolean) => void;
  /** Defaults to the browser's `fetch`. */
  fetch?: FetchFunction;
}

/** Data of a call without `Lang`, which the client adds. */
export type CallData<M extends MethodName> = Omit<MethodInput<M>, 'Lang'>;

export interface ApiClient {
  /** POSTs one RPC call; resolves with the envelope whatever `result` says. */
  call<M extends MethodName>(
    method: M,
    data: CallData<M>,
    options?: CallOptions,
  ): Promise<RpcResponse<MethodOutput<M>>>;
  /** Same, but resolves with `data` only and rejects with an ApiError of kind 'failed' on result false. */
  request<M extends MethodName>(method: M, data: CallData<M>, options?: CallOptions): Promise<MethodOutput<M>>;
  /** A GET under /endpoint/v1 (licences, check-maintenance); `apiClass` names it for the maintenance rule. */
  get<T>(
    subPath: string,
    params: Record<string, string>,
    options: CallOptions & { apiClass: string },
  ): Promise<RpcResponse<T>>;
  /** The user part of section 7 as it would be sent now. */
  userPart(): UserPart;
  /** True once an HTTP 500 has blocked all later requests. */
  isBlocked(): boolean;
}

function isEnvelope(value: unknown): value is RpcResponse<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.result === 'boolean' && typeof candidate.message === 'string' && typeof candidate.code === 'number'
  );
}

export function isMaintenanceAnswer(envelope: RpcResponse<unknown>): boolean {
  return envelope.message === MAINTENANCE_MESSAGE || (!envelope.result && envelope.code === MAINTENANCE_CODE);
}

/** One signal for the caller's abort and the optional timeout; `done` releases the timer. */
function combineSignals(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): { signal?: AbortSignal; done: () => void } {
  if (timeoutMs === undefined || timeoutMs <= 0) return { ...(signal ? { signal } : {}), done: () => {} };
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/** What `exchange` sends; the panel header is added to every request. */
interface OutgoingRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface RequestMeta extends Omit<CallOptions, 'signal' | 'timeoutMs'> {
  /** The RPC class; GET calls name theirs so that the maintenance rule can tell them apart. */
  apiClass: string;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const storage = deps.storage;
  /** Set by the first HTTP 500; only a reload lifts it (section 4). */
  let blocked = false;
  const send: FetchFunction = deps.fetch ?? ((url, init) => fetch(url, init));

  function userPart(): UserPart {
    const session = readStoredSession(storage);
    if (session) {
      return { ...session, lang: deps.language(), uip: session.uip ?? UNKNOWN_IP_PLACEHOLDER };
    }
    const auth = readStoredAuth(storage);
    return { uip: UNKNOWN_IP_PLACEHOLDER, gmt: null, lang: DEFAULT_LANGUAGE, sid: auth?.sid ?? null };
  }

  /** Section 4: the flag, the negative notice and the maintenance screen, once per maintenance period. */
  function enterMaintenance(): void {
    if (isMaintenanceFlagSet(storage)) return;
    setMaintenanceFlag(storage);
    deps.notifier.negative(deps.translate('errors.maintenanceNotice'), { id: 'maintenance' });
    if (deps.currentPath() !== paths.maintenance.path) deps.navigate(paths.maintenance.getHref());
  }

  function clearSessionIfAsked(envelope: RpcResponse<unknown>): void {
    const byCode = !envelope.result && SESSION_CLEARING_CODES.includes(envelope.code);
    const byDebug = envelope.debug === ANONYMOUS_USER_DEBUG;
    if (!byCode && !byDebug) return;
    const removeAuth = !envelope.result && AUTH_CLEARING_CODES.includes(envelope.code);
    clearStoredSession({ removeAuth }, storage);
    deps.onSessionCleared(removeAuth);
  }

  /**
   * Sends one request with the rules of sections 4 and 8: nothing leaves after an HTTP 500 or,
   * but for the maintenance class, during maintenance; 4xx answers are envelopes like 200s
   * (they carry a Turkish message); 5xx blocks everything after it.
   */
  async function exchange<T>(
    url: string,
    init: OutgoingRequest,
    meta: RequestMeta,
    options: CallOptions,
  ): Promise<RpcResponse<T>> {
    if (blocked) throw new ApiError('blocked', deps.translate('errors.requestBlocked'));
    if (meta.apiClass !== 'maintenance' && isMaintenanceFlagSet(storage)) {
      throw new ApiError('maintenance', deps.translate('errors.maintenanceBlocked'));
    }
    const { signal, done } = combineSignals(options.signal, options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        ...init,
        headers: { [PANEL_HEADER]: PANEL_FRONTEND, ...init.headers },
        ...(signal ? { signal } : {}),
      });
      text = response.status >= 500 ? '' : await response.text();
    } catch {
      throw new ApiError('network', deps.translate('errors.network'));
    } finally {
      done();
    }
    if (response.status >= 500) {
      if (!blocked) {
        blocked = true;
        // Section 8: no timeout; it stays until the player closes it or reloads.
        deps.notifier.negative(deps.translate('errors.serverProblem'), { durationMs: Infinity, id: 'server-problem' });
      }
      throw new ApiError('server', deps.translate('errors.serverProblem'));
    }
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    if (!isEnvelope(envelope)) throw new ApiError('invalid', deps.translate('errors.unexpectedAnswer'));
    if (isMaintenanceAnswer(envelope)) {
      enterMaintenance();
      return envelope as RpcResponse<T>;
    }
    clearSessionIfAsked(envelope);
    if (!envelope.result && !meta.silent) deps.notifier.negative(envelope.message);
    if (envelope.result && meta.notifySuccess) deps.notifier.positive(envelope.message);
    return envelope as RpcResponse<T>;
  }

  function metaOf(options: CallOptions, apiClass: string): RequestMeta {
    const { signal: _signal, timeoutMs: _timeoutMs, ...meta } = options;
    return { ...meta, apiClass };
  }

  async function call<M extends MethodName>(
    method: M,
    data: CallData<M>,
    options: CallOptions = {},
  ): Promise<RpcResponse<MethodOutput<M>>> {
    const dot = method.indexOf('.');
    const apiClass = method.slice(0, dot);
    const apiMethod = method.slice(dot + 1);
    const body = {
      api: { class: apiClass, method: apiMethod },
      data: { ...data, Lang: deps.language() },
      user: userPart(),
    };
    return exchange<MethodOutput<M>>(
      RPC_PATH,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      metaOf(options, apiClass),
      options,
    );
  }

  return {
    call,
    async request(method, data, options) {
      const envelope = await call(method, data, options);
      if (!envelope.result) throw new ApiError('failed', envelope.message, envelope);
      return envelope.data;
    },
    async get<T>(subPath: string, params: Record<string, string>, options: CallOptions & { apiClass: string }) {
      const query = new URLSearchParams(params).toString();
      const url = `${RPC_PATH}/${subPath}${query ? `?${query}` : ''}`;
      return exchange<T>(url, { method: 'GET' }, metaOf(options, options.apiClass), options);
    },
    userPart,
    isBlocked: () => blocked,
  };
}

/**
 * The text of a failed call, for a form to show under itself; `notifier` also gets it as a
 * negative notice when the client has not shown one already (a 5xx and a result-false answer
 * were shown; a lost connection, a blocked request or an unreadable answer were not).
 */
export function callErrorMessage(error: unknown, notifier: Notifier | null = notify): string {
  const message = error instanceof Error && error.message ? error.message : i18n.t('errors.unexpectedAnswer');
  const shown = error instanceof ApiError && (error.kind === 'server' || error.kind === 'failed');
  if (!shown) notifier?.negative(message);
  return message;
}

/**
 * True when a failed call can only succeed after a reload: an HTTP 5xx blocks every later
 * request until then (section 4), so a retry button would be refused unsent.
 */
export function needsReload(error?: unknown, client: Pick<ApiClient, 'isBlocked'> = api): boolean {
  const blockedError = error instanceof ApiError && (error.kind === 'server' || error.kind === 'blocked');
  return blockedError || client.isBlocked();
}

/** The one client of the site. */
export const api: ApiClient = createApiClient({
  notifier: notify,
  navigate: (to) => navigateTo(to),
  currentPath: currentPathname,
  translate: (key) => i18n.t(key),
  language: () => useAppStore.getState().language,
  onSessionCleared: (removeAuth) => endSession({ removeAuth }),
});

/** TanStack Query meta for calls that must not drive the loading bar. */
export interface AppQueryMeta extends Record<string, unknown> {
  hideLoadingBar?: boolean;
  /** Asked again when the real-time channel says this changed (lib/realtime-player.ts). */
  refreshOn?: 'notifications';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
