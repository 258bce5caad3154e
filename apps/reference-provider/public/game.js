// @ts-check
// The game page's behaviour. It decides nothing: every outcome comes from the provider's server,
// which takes the stake from the casino's wallet first. Nothing plays without a tap (no autoplay,
// no turbo), and a round's animation lasts at least as long as the platform's shortest cycle.

/** The shortest cycle of a round on the page; the server refuses a new round sooner than 2.5 s. */
const DICE_CYCLE_MS = 2800;
/** The race's first stretch; the run to the line adds 2.4 s or more, so a race lasts about 5 s. */
const RACE_START_MS = 2000;
/** Longer than the server's worst case (a bet's timeout, then a rollback retried with backoff). */
const REQUEST_TIMEOUT_MS = 45_000;

const configElement = document.getElementById('game-config');
/** @type {{ kind: 'dice' | 'race', gameId: string, token: string, lang: 'tr' | 'en', defaultStake: number, rtpBp: number, runners: { number: number, name: string, chance: number }[], texts: Record<string, string> & { errors: Record<string, string> } }} */
const config = JSON.parse(configElement?.textContent ?? '{}');
const texts = config.texts;

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const decimals = new Intl.NumberFormat(config.lang === 'en' ? 'en-GB' : 'tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** @param {number} kurus */
const formatLira = (kurus) => money.format(kurus / 100);
/** @param {number} hundredths */
const formatMultiplier = (hundredths) => `${decimals.format(hundredths / 100)}x`;
/** @param {string} template @param {Record<string, string | number>} values */
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ''));
/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
}

const balanceElement = element('balance');
const resultElement = element('result');
const toastElement = element('toast');
const playButton = /** @type {HTMLButtonElement} */ (element('play'));

const state = {
  stake: config.defaultStake,
  direction: 'under',
  chance: 0,
  runner: 0,
  busy: false,
};

/** The casino's play page refetches the balance from its own server when it hears this (it does not trust the number). */
function tellParentBalance(/** @type {number} */ balance) {
  if (window.parent !== window) {
    window.parent.postMessage({ source: 'bnw-game', event: 'balance', balance }, '*');
  }
}

/** The round's result is on screen (the die has landed, the race is over): the casino's top bar may show the win now. */
function tellParentResultShown() {
  if (window.parent !== window) {
    window.parent.postMessage({ source: 'bnw-game', event: 'result-shown' }, '*');
  }
}

function showBalance(/** @type {number} */ balance) {
  balanceElement.textContent = formatLira(balance);
}

let toastTimer = 0;
/** An ended session cannot play again from this page: its notice stays, and so does the disabled button. */
let sessionEnded = false;
function showError(/** @type {string} */ problem) {
  toastElement.textContent = texts.errors[problem] ?? texts.errors.refused ?? '';
  toastElement.hidden = false;
  window.clearTimeout(toastTimer);
  if (problem === 'session_ended') {
    sessionEnded = true;
    playButton.disabled = true;
    return;
  }
  toastTimer = window.setTimeout(() => {
    toastElement.hidden = true;
  }, 4000);
}

/** @param {string} path @param {Record<string, unknown>} body */
async function callServer(path, body) {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: config.token, game_id: config.gameId, ...body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return await response.json();
  } catch {
    return { ok: false, problem: 'network' };
  }
}

/** Marks one button of a radio group as chosen. @param {string} selector @param {Element} chosen */
function choose(selector, chosen) {
  for (const button of document.querySelectorAll(selector)) {
    button.setAttribute('aria-checked', String(button === chosen));
  }
}

function setBusy(/** @type {boolean} */ busy) {
  state.busy = busy;
  document.body.classList.toggle('is-busy', busy);
  for (const button of document.querySelectorAll('.panel button')) {
    /** @type {HTMLButtonElement} */ (button).disabled = busy;
  }
  if (!busy) updateDisplay();
  if (sessionEnded) playButton.disabled = true;
}

/** Win chance and multiplier of the current choice, as the server computes them. */
function currentChance() {
  if (config.kind === 'dice') return state.chance;
  return config.runners.find((runner) => runner.number === state.runner)?.chance ?? 0;
}

function updateDisplay() {
  const chance = currentChance();
  const multiplier = chance ? config.rtpBp / chance : 0;
  element('multiplier').textContent = chance ? formatMultiplier(multiplier) : '—';
  // Same integer rule as the server: stake × RTP ÷ (100 × chance), exact for every offered choice.
  element('possible').textContent = chance ? formatLira(Math.floor((state.stake * multiplier) / 100)) : '—';
  if (config.kind === 'dice') {
    const from = state.direction === 'under' ? 1 : 101 - chance;
    const to = state.direction === 'under' ? chance : 100;
    element('range').textContent = `${from}–${to}`;
    const band = /** @type {HTMLElement} */ (element('scale-win'));
    band.style.left = `${from - 1}%`;
    band.style.width = `${chance}%`;
  } else {
    element('chance').textContent = chance ? (config.lang === 'en' ? `${chance}%` : `%${chance}`) : '—';
    playButton.disabled = state.busy || !state.runner;
  }
}

/** A round: the animation runs at least `cycleMs` whatever the server's speed. @param {Record<string, unknown>} choice @param {number} cycleMs @param {(answer: any) => Promise<void> | void} reveal */
async function playRound(choice, cycleMs, reveal, /** @type {() => void} */ animate) {
  if (state.busy) return;
  setBusy(true);
  toastElement.hidden = true;
  animate();
  const [answer] = await Promise.all([callServer('/api/round', { stake: state.stake, choice }), wait(cycleMs)]);
  if (typeof answer.balance === 'number') {
    showBalance(answer.balance);
    tellParentBalance(answer.balance);
  }
  await reveal(answer);
  tellParentResultShown();
  if (!answer.ok) showError(answer.problem);
  else if (answer.winPending) showError('win_pending');
  setBusy(false);
}

// ---- Dice ----

function setUpDice() {
  const die = element('die');
  const rollValue = element('roll-value');
  const marker = /** @type {HTMLElement} */ (element('scale-marker'));
  state.chance = Number(document.querySelector('.chance-chip[aria-checked="true"]')?.getAttribute('data-chance'));

  for (const button of document.querySelectorAll('.segment')) {
    button.addEventListener('click', () => {
      state.direction = button.getAttribute('data-direction') === 'over' ? 'over' : 'under';
      choose('.segment', button);
      updateDisplay();
    });
  }
  for (const button of document.querySelectorAll('.chance-chip')) {
    button.addEventListener('click', () => {
      state.chance = Number(button.getAttribute('data-chance'));
      choose('.chance-chip', button);
      updateDisplay();
    });
  }

  /** Only a tumbling face while the server decides: the shown numbers are decoration. */
  let spin = 0;
  const animate = () => {
    die.classList.remove('won', 'lost');
    die.classList.add('rolling');
    marker.hidden = true;
    resultElement.textContent = texts.rolling ?? '';
    resultElement.className = 'result';
    spin = window.setInterval(() => {
      rollValue.textContent = String(1 + Math.floor(Math.random() * 100));
    }, 70);
  };
  /** @param {any} answer */
  const reveal = (answer) => {
    window.clearInterval(spin);
    die.classList.remove('rolling');
    if (!answer.ok) {
      rollValue.textContent = '?';
      resultElement.textContent = '';
      return;
    }
    const roll = answer.outcome.roll;
    rollValue.textContent = String(roll);
    marker.hidden = false;
    marker.style.left = `${roll - 0.5}%`;
    const won = answer.win > 0;
    die.classList.add(won ? 'won' : 'lost');
    resultElement.className = `result ${won ? 'won' : 'lost'}`;
    resultElement.textContent = `${fill(texts.rolled ?? '', { roll })} · ${
      won ? fill(texts.youWon ?? '', { amount: formatLira(answer.win) }) : texts.youLost
    }`;
  };
  playButton.addEventListener('click', () =>
    playRound({ direction: state.direction, chance: state.chance }, DICE_CYCLE_MS, reveal, animate),
  );
}

// ---- Race ----

function setUpRace() {
  const track = element('track');
  const horses = config.runners.map((runner) => /** @type {HTMLElement} */ (element(`horse-${runner.number}`)));

  for (const button of document.querySelectorAll('.runner')) {
    button.addEventListener('click', () => {
      state.runner = Number(button.getAttribute('data-runner'));
      choose('.runner', button);
      updateDisplay();
    });
  }

  /** @type {Animation[]} */
  let gallops = [];
  // From the start to the finish line: the lane's inner width less the horse's start, its length and the line.
  const distance = () => track.clientWidth - 86;
  const animate = () => {
    for (const animation of gallops) animation.cancel();
    for (const horse of horses) horse.classList.toggle('picked', horse.id === `horse-${state.runner}`);
    for (const horse of horses) horse.classList.remove('winner');
    resultElement.textContent = texts.racing ?? '';
    resultElement.className = 'result';
    // Everyone sets off together and bunches up while the server settles the round.
    gallops = horses.map((horse, index) =>
      horse.animate(
        [
          { transform: 'translateX(0)' },
          { transform: `translateX(${distance() * (0.25 + ((index * 7) % 5) / 100)}px)` },
          { transform: `translateX(${distance() * 0.45}px)` },
        ],
        { duration: 2000, fill: 'forwards', easing: 'ease-in' },
      ),
    );
  };
  /** @param {any} answer */
  const reveal = async (answer) => {
    if (!answer.ok) {
      for (const animation of gallops) animation.cancel();
      resultElement.textContent = '';
      return;
    }
    /** @type {number[]} */
    const order = answer.outcome.order;
    // The stretch to the line in the server's order: the winner first, each place a little later.
    const finishes = horses.map((horse, index) => {
      const place = order.indexOf(index + 1);
      const from = distance() * 0.45;
      const run = horse.animate(
        [
          { transform: `translateX(${from}px)` },
          { transform: `translateX(${from + (distance() - from) * (0.55 + place * 0.04)}px)`, offset: 0.5 },
          { transform: `translateX(${distance()}px)` },
        ],
        { duration: 2400 + place * 260, fill: 'forwards', easing: 'ease-out' },
      );
      gallops.push(run);
      return run.finished;
    });
    await finishes[(order[0] ?? 1) - 1];
    horses[(order[0] ?? 1) - 1]?.classList.add('winner');
    const winner = config.runners.find((runner) => runner.number === order[0]);
    const won = answer.win > 0;
    resultElement.className = `result ${won ? 'won' : 'lost'}`;
    resultElement.textContent = `${fill(texts.winner ?? '', { number: winner?.number ?? '', name: winner?.name ?? '' })} · ${
      won ? fill(texts.youWon ?? '', { amount: formatLira(answer.win) }) : texts.youLost
    }`;
  };
  playButton.addEventListener('click', () => {
    if (state.runner) void playRound({ runner: state.runner }, RACE_START_MS, reveal, animate);
  });
}

// ---- Start ----

for (const button of document.querySelectorAll('.stake-chip')) {
  button.addEventListener('click', () => {
    state.stake = Number(button.getAttribute('data-stake'));
    choose('.stake-chip', button);
    updateDisplay();
  });
}
if (config.kind === 'dice') setUpDice();
else setUpRace();
updateDisplay();

void callServer('/api/balance', {}).then((answer) => {
  if (answer.ok) showBalance(answer.balance);
  else showError(answer.problem);
});
