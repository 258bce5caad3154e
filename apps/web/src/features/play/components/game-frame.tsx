import { type RefObject, useEffect, useRef, useState } from 'react';
import { isFrameReadyMessage } from '../utils/game-messages';
import { StageSpinner } from './game-stage';

interface GameFrameProps {
  url: string;
  title: string;
  loadingLabel: string;
  /**
   * Our own studio page: the spinner waits for its "drawn" message (lib/frame-ready.ts), not for
   * the frame's load, when the frame still shows the site's page shell.
   */
  awaitReady?: boolean;
}

/** If our page never says it is drawn (an error page), the spinner gives way this long after its load. */
const READY_GRACE_MS = 4_000;

/*
 * The sandbox gives the provider's page what a game needs and nothing more:
 * - allow-scripts: the game is a script.
 * - allow-same-origin: the page keeps its own (the provider's) origin. Without it the frame's
 *   origin is opaque ("null"): its calls to its own server lose their cookies and storage, and its
 *   balance messages would arrive from "null", which our origin check must refuse. The pair
 *   scripts + same-origin only lets a frame lift its own sandbox when it shares our origin; a
 *   provider's origin never does, and the CSP's frame-src admits provider origins only.
 * - allow-forms: a game may post a form (a bet slip) to its own server.
 * - allow-popups: its rules or help may open in a new tab.
 * Not given: top navigation (the game cannot take the player away from our page), modal dialogs,
 * pointer lock, downloads, and popups escaping the sandbox.
 */
const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** The provider's game, filling the stage; the spinner stays until its page has loaded (ours: drawn). */
export function GameFrame({ url, title, loadingLabel, awaitReady = false }: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const ready = useFrameReady(frame, awaitReady && loaded);
  const shown = awaitReady ? ready : loaded;
  return (
    <div className="relative min-h-0 flex-1 bg-[#0b0816]">
      <iframe
        ref={frame}
        src={url}
        title={title}
        sandbox={GAME_SANDBOX}
        allow="fullscreen"
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        className="absolute inset-0 h-full w-full border-0"
        data-testid="game-frame"
      />
      {shown ? null : <StageSpinner label={loadingLabel} />}
    </div>
  );
}

/** True once the framed page of ours says it is drawn, or READY_GRACE_MS after its load at the latest. */
function useFrameReady(frame: RefObject<HTMLIFrameElement | null>, loaded: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (isFrameReadyMessage(event, frame.current?.contentWindow ?? null, window.location.origin)) setReady(true);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
  useEffect(() => {
    if (!loaded || ready) return;
    const timer = window.setTimeout(() => setReady(true), READY_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, ready]);
  return ready;
}
