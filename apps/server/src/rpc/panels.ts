import { CONTRACT, type MethodAccess, PANEL_FRONTEND } from '@bnw/contract';
import { BACKOFFICE_CONTRACT, PANEL_BACKOFFICE } from '@bnw/contract/backoffice';

/**
 * A panel is one client of the RPC API, named by the `panel` header: the player site today, the
 * back office next. Which methods it may call, which classes answer during maintenance, and
 * what each access level demands are data here, so a new panel is a new entry, not new code.
 */
export interface PanelDefinition {
  /** The `panel` header's value. */
  id: string;
  /** The methods this panel may call, with their schemas and access levels. */
  methods: Readonly<Record<string, { access: MethodAccess }>>;
  /** Classes that keep answering while the site is under maintenance. */
  maintenanceExemptClasses: ReadonlySet<string>;
}

export const PLAYER_PANEL: PanelDefinition = {
  id: PANEL_FRONTEND,
  methods: CONTRACT,
  maintenanceExemptClasses: new Set(['maintenance']),
};

export const PANELS: readonly PanelDefinition[] = [PLAYER_PANEL];

/**
 * The back office's panel: its own method table (`@bnw/contract/backoffice`, each method naming
 * the staff roles that may call it), staff sessions instead of players' (backoffice-dispatch.ts),
 * and no class stopped by maintenance, since staff switch maintenance off from here.
 */
export const BACKOFFICE_PANEL = {
  id: PANEL_BACKOFFICE,
  methods: BACKOFFICE_CONTRACT,
  maintenanceExempt: true,
} as const;

/** What each access level asks of the caller's session. */
export const ACCESS_RULES: Record<
  MethodAccess,
  { needsSession: boolean; allowsRestrictedSession: boolean; looksAtSession?: boolean }
> = {
  /** Anyone: registration, login, content. */
  public: { needsSession: false, allowsRestrictedSession: true },
  /** Anyone; a signed-in player is known to the use case (their protection settings apply). */
  guest: { needsSession: false, allowsRestrictedSession: false, looksAtSession: true },
  /** A session still waiting for its authenticator code may call these (the code check itself). */
  restricted: { needsSession: true, allowsRestrictedSession: true },
  /** A fully signed-in player. */
  player: { needsSession: true, allowsRestrictedSession: false },
};

export function panelById(id: string): PanelDefinition | undefined {
  return PANELS.find((panel) => panel.id === id);
}
