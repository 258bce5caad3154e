/**
 * Our studio's games launch on our own origin at `/studio/<code>` (casino.init_game builds that
 * address); every outside provider's game lives on its own origin.
 */
export function isStudioLaunch(launchUrl: string, ownOrigin: string = window.location.origin): boolean {
  try {
    const url = new URL(launchUrl, ownOrigin);
    return url.origin === ownOrigin && url.pathname.startsWith('/studio/');
  } catch {
    return false;
  }
}
