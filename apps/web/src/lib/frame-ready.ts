/**
 * Our studio's game page, framed by the play page, says when React has drawn it. Until then the
 * frame shows index.html's page shell (the site's header, demo banner and bottom bar, painted
 * before any script, and the frame's `load` comes before React's first render), so the play page
 * keeps its spinner over the frame until this message. Same origin only, as FRAME_LEAVE_MESSAGE.
 */
export const FRAME_READY_MESSAGE = { source: 'bnw-game', event: 'ready' } as const;

export function announceFrameReady(): void {
  if (window.parent !== window) window.parent.postMessage(FRAME_READY_MESSAGE, window.location.origin);
}
