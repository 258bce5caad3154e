import { type GameDefinition, maxWinHundredths } from '../games/catalogue.js';
import { type DiceVariant, winningRange } from '../games/dice.js';
import { STAKES_KURUS, multiplierHundredths, payoutKurus } from '../games/payout.js';
import type { RaceGame } from '../games/race.js';
import { type Lang, type Texts, textsFor } from './texts.js';

/** Where the page's own files are served; no inline script or style, so the CSP can be strict. */
export const ASSET_PATH = '/assets';
const DEFAULT_STAKE = 1000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** JSON for a `<script type="application/json">` block: `<` is escaped so no text can close the block. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** ₺1.234,56, the site's money format, in both languages. */
export function formatLira(kurus: number): string {
  return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
}

/** 196 -> "1,96x" (Turkish) or "1.96x". */
export function formatMultiplier(hundredths: number, lang: Lang): string {
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)}x`;
}

/** 9800 -> "%98,00" (Turkish puts the sign first) or "98.00%". */
export function formatRtp(basisPoints: number, lang: Lang): string {
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    basisPoints / 100,
  );
  return lang === 'en' ? `${number}%` : `%${number}`;
}

function formatChance(chance: number, lang: Lang): string {
  return lang === 'en' ? `${chance}%` : `%${chance}`;
}

function page(options: { lang: Lang; title: string; theme: string; body: string; config?: unknown }): string {
  const config =
    options.config === undefined
      ? ''
      : `<script type="application/json" id="game-config">${jsonBlock(options.config)}</script>
<script type="module" src="${ASSET_PATH}/game.js"></script>`;
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${ASSET_PATH}/game.css">
${config}
</head>
<body class="theme-${escapeHtml(options.theme)}">
${options.body}
</body>
</html>
`;
}

function stakeChips(texts: Texts): string {
  const chips = STAKES_KURUS.map(
    (stake) =>
      `<button type="button" class="chip stake-chip" role="radio" aria-checked="${stake === DEFAULT_STAKE}" data-stake="${stake}">${escapeHtml(formatLira(stake).replace(',00', ''))}</button>`,
  ).join('');
  return `<h2 class="field-label" id="stake-label">${texts.stake}</h2>
<div class="chips stake-chips" role="radiogroup" aria-labelledby="stake-label">${chips}</div>`;
}

function header(title: string, texts: Texts): string {
  return `<header class="topbar">
<h1 class="game-title">${escapeHtml(title)}</h1>
<div class="balance" aria-live="polite"><span class="balance-label">${texts.balance}</span><strong id="balance">…</strong></div>
</header>`;
}

function stats(texts: Texts, values: { range?: string; multiplier: string; possible: string }): string {
  const range = values.range
    ? `<div><dt>${texts.winningRange}</dt><dd id="range">${values.range}</dd></div>`
    : `<div><dt>${texts.chance}</dt><dd id="chance">—</dd></div>`;
  return `<dl class="stats">${range}<div><dt>${texts.multiplier}</dt><dd id="multiplier">${values.multiplier}</dd></div><div><dt>${texts.possibleWin}</dt><dd id="possible">${values.possible}</dd></div></dl>`;
}

function rules(game: GameDefinition, lang: Lang, texts: Texts): string {
  const maxWin = maxWinHundredths(game);
  const largestStake = STAKES_KURUS[STAKES_KURUS.length - 1] as number;
  return `<details class="rules">
<summary>${texts.rules}</summary>
<dl class="rule-figures">
<div><dt>${texts.rtp}</dt><dd>${formatRtp(game.rtpBp, lang)}</dd></div>
<div><dt>${texts.maxWin}</dt><dd>${formatMultiplier(maxWin, lang)} (${escapeHtml(formatLira((largestStake * maxWin) / 100))})</dd></div>
</dl>
<p>${game.kind === 'dice' ? texts.diceHow : texts.raceHow}</p>
<p>${texts.fairPlay}</p>
</details>`;
}

function diceBody(game: DiceVariant, lang: Lang, texts: Texts): string {
  const choice = { direction: 'under' as const, chance: game.defaultChance };
  const range = winningRange(choice);
  const chanceChips = game.chances
    .map(
      (chance) =>
        `<button type="button" class="chip chance-chip" role="radio" aria-checked="${chance === game.defaultChance}" data-chance="${chance}"><span class="chip-main">${formatChance(chance, lang)}</span><span class="chip-sub">${formatMultiplier(multiplierHundredths(game.rtpBp, chance), lang)}</span></button>`,
    )
    .join('');
  return `<main class="game dice-game">
${header(game.name[lang], texts)}
<section class="stage">
<div class="die-wrap"><div class="die" id="die"><span id="roll-value">?</span></div></div>
<div class="scale" aria-hidden="true"><div class="scale-win" id="scale-win"></div><div class="scale-marker" id="scale-marker" hidden></div></div>
<div class="scale-ticks" aria-hidden="true"><span>1</span><span>25</span><span>50</span><span>75</span><span>100</span></div>
<p class="result" id="result" role="status" aria-live="polite">${texts.placeYourBet}</p>
</section>
<section class="panel">
<div class="segmented" role="radiogroup" aria-label="${texts.direction}">
<button type="button" class="segment" role="radio" aria-checked="true" data-direction="under">${texts.under}</button>
<button type="button" class="segment" role="radio" aria-checked="false" data-direction="over">${texts.over}</button>
</div>
<h2 class="field-label" id="chance-label">${texts.chance}</h2>
<div class="chips chance-chips" role="radiogroup" aria-labelledby="chance-label">${chanceChips}</div>
${stats(texts, {
  range: `${range.from}–${range.to}`,
  multiplier: formatMultiplier(multiplierHundredths(game.rtpBp, choice.chance), lang),
  possible: escapeHtml(formatLira(payoutKurus(DEFAULT_STAKE, game.rtpBp, choice.chance))),
})}
${stakeChips(texts)}
<button type="button" class="cta" id="play">${texts.rollButton}</button>
</section>
${rules(game, lang, texts)}
<div class="toast" id="toast" role="alert" hidden></div>
</main>`;
}

function raceBody(game: RaceGame, lang: Lang, texts: Texts): string {
  const lanes = game.runners
    .map(
      (runner) =>
        `<div class="lane"><span class="lane-no">${runner.number}</span><span class="horse silk-${runner.number}" id="horse-${runner.number}"><span class="horse-no">${runner.number}</span></span></div>`,
    )
    .join('');
  const runners = game.runners
    .map(
      (runner) =>
        `<button type="button" class="runner" role="radio" aria-checked="false" data-runner="${runner.number}"><span class="silk silk-${runner.number}">${runner.number}</span><span class="runner-name">${escapeHtml(runner.name)}</span><span class="runner-odds">${formatChance(runner.chance, lang)} · ${formatMultiplier(multiplierHundredths(game.rtpBp, runner.chance), lang)}</span></button>`,
    )
    .join('');
  return `<main class="game race-game">
${header(game.name[lang], texts)}
<section class="stage">
<div class="track" id="track">${lanes}<div class="finish-line" aria-hidden="true"></div></div>
<p class="result" id="result" role="status" aria-live="polite">${texts.pickRunner}</p>
</section>
<section class="panel">
<h2 class="field-label" id="runner-label">${texts.pickRunner}</h2>
<div class="runners" role="radiogroup" aria-labelledby="runner-label">${runners}</div>
${stats(texts, { multiplier: '—', possible: '—' })}
${stakeChips(texts)}
<button type="button" class="cta" id="play" disabled>${texts.raceButton}</button>
</section>
${rules(game, lang, texts)}
<div class="toast" id="toast" role="alert" hidden></div>
</main>`;
}

/** What the script needs: the game's figures, the session's token and the texts it shows. */
function scriptConfig(game: GameDefinition, token: string, lang: Lang, texts: Texts) {
  return {
    kind: game.kind,
    gameId: game.code,
    token,
    lang,
    defaultStake: DEFAULT_STAKE,
    rtpBp: game.rtpBp,
    runners:
      game.kind === 'race'
        ? game.runners.map((runner) => ({ number: runner.number, name: runner.name, chance: runner.chance }))
        : [],
    texts: {
      youWon: texts.youWon,
      youLost: texts.youLost,
      rolled: texts.rolled,
      winner: texts.winner,
      rolling: texts.rolling,
      racing: texts.racing,
      errors: texts.errors,
    },
  };
}

export function renderGamePage(game: GameDefinition, token: string, lang: Lang): string {
  const texts = textsFor(lang);
  return page({
    lang,
    title: game.name[lang],
    theme: game.theme,
    body: game.kind === 'dice' ? diceBody(game, lang, texts) : raceBody(game, lang, texts),
    config: scriptConfig(game, token, lang, texts),
  });
}

/** The page for a launch address we cannot play: no token, or a game we do not have. */
export function renderProblemPage(lang: Lang, problem: 'bad_launch' | 'game_not_found'): string {
  const texts = textsFor(lang);
  const message = problem === 'bad_launch' ? texts.badLaunch : texts.gameNotFound;
  return page({
    lang,
    title: texts.badLaunchTitle,
    theme: 'istanbul',
    body: `<main class="game problem"><h1 class="game-title">${texts.badLaunchTitle}</h1><p class="problem-text">${message}</p></main>`,
  });
}
