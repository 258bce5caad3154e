import { paths } from '@/config/paths';

/**
 * What a /play address asks for. `type` decides the call (section 2's /play/{type}/{id}/…):
 * `casino` is a slot of the lobby by its game id; `virtual` a virtual game by provider id and
 * game type (the third part, named extra or gamingType by the route). Anything else is no game.
 */
export type PlayTarget =
  | { kind: 'casino'; gameID: number }
  | { kind: 'virtual'; providerID: number; type: string | undefined }
  | { kind: 'unknown' };

export interface PlayParams {
  type?: string | undefined;
  id?: string | undefined;
  extra?: string | undefined;
  gamingType?: string | undefined;
}

const MAX_ID = 2_147_483_647;

/** A database id as the address spells it: digits only, no sign, no leading zero, in range. */
function idOf(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

export function playTargetOf(params: PlayParams): PlayTarget {
  const id = idOf(params.id);
  if (id === null) return { kind: 'unknown' };
  if (params.type === 'casino') return { kind: 'casino', gameID: id };
  if (params.type === 'virtual') return { kind: 'virtual', providerID: id, type: params.extra ?? params.gamingType };
  return { kind: 'unknown' };
}

/**
 * Where the back button goes when the player did not come from a page of the site (a link
 * opened from outside, a reload): the home of slots for a slot, the home page (where the virtual
 * games row is) for a virtual game.
 */
export function homeOf(target: PlayTarget): string {
  return target.kind === 'virtual' ? paths.home.getHref() : paths.slot.getHref();
}
