import { useState } from 'react';
import { StageSpinner } from './game-stage';

interface GameFrameProps {
  url: string;
  title: string;
  loadingLabel: string;
}

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

/** The provider's game, filling the stage; the spinner stays until its page has loaded. */
export function GameFrame({ url, title, loadingLabel }: GameFrameProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative min-h-0 flex-1 bg-[#0b0816]">
      <iframe
        src={url}
        title={title}
        sandbox={GAME_SANDBOX}
        allow="fullscreen"
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        className="absolute inset-0 h-full w-full border-0"
        data-testid="game-frame"
      />
      {loaded ? null : <StageSpinner label={loadingLabel} />}
    </div>
  );
}
