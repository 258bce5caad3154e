import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadPlayTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { protectionSettings } from '@/testing/reality-check';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { RealityCheck, playedText } from './reality-check';

const MINUTE = 60_000;

beforeAll(() => loadPlayTexts());
beforeEach(() => {
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOut();
});

const settings = protectionSettings;

async function renderCheck(
  minutes: number | (() => never),
  netKurus: number | null = -1_250,
  answer: (() => unknown) | undefined = undefined,
) {
  const calls = answerRequests({
    'protection.get_settings': typeof minutes === 'number' ? settings(minutes) : minutes,
    'protection.answer_reality_check': answer ?? settings(typeof minutes === 'number' ? minutes : 0),
  });
  const startedAtMs = Date.now();
  const app = renderWithApp(<RealityCheck startedAtMs={startedAtMs} netKurus={netKurus} />, {
    path: '/play/casino/12',
  });
  await waitFor(() => expect(callsOf(calls, 'protection.get_settings')).toBe(1));
  await act(async () => {});
  return { ...app, calls };
}

/** Moves the fake clock (Date.now and the timers) on by `ms`. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });

describe('the reality check on the play page', () => {
  it('comes up sooner when the server says its count is due (play began in another game)', async () => {
    const dueAt = new Date(Date.now() + 5 * MINUTE).toISOString();
    answerRequests({ 'protection.get_settings': settings(15, dueAt) });
    renderWithApp(<RealityCheck startedAtMs={Date.now()} netKurus={0} />, { path: '/play/casino/12' });
    await act(async () => {});
    await pass(5 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()).not.toBeNull();
  });

  it('comes up once the interval has passed, with the time played and the net position, over everything', async () => {
    await renderCheck(15);
    await pass(15 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    const shown = dialog();
    expect(shown).not.toBeNull();
    expect(screen.getByTestId('reality-check-time').textContent).toBe('15 dakikadır oynuyorsunuz');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: \u2212₺12,50');
    expect(screen.getByRole('button', { name: 'Devam et' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oyun geçmişi' }).getAttribute('href')).toBe('/game-history');
    expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeTruthy();
    // Fixed over the whole screen above the page (z-50), the game's frame included.
    expect(screen.getByTestId('reality-check-overlay').className).toContain('fixed inset-0 z-50');
  });

  it('"Devam et" answers the server, closes it, and the next check comes a whole interval later', async () => {
    const { calls } = await renderCheck(15, 2_000);
    await pass(15 * MINUTE);
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: +₺20,00');
    // The player reads it for two minutes: the next interval starts with the answer.
    await pass(2 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    await pass(400);
    expect(callsOf(calls, 'protection.answer_reality_check')).toBe(1);
    expect(dialog()).toBeNull();
    await pass(15 * MINUTE - 1_400);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId('reality-check-time').textContent).toBe('32 dakikadır oynuyorsunuz');
  });

  it('stays when the answer fails, so the server, which holds bets until it, and the page agree', async () => {
    let fail = true;
    const { calls } = await renderCheck(15, 0, () => {
      if (fail) throw new Error('offline');
      return settings(15);
    });
    await pass(15 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    await pass(400);
    expect(callsOf(calls, 'protection.answer_reality_check')).toBe(1);
    expect(dialog()).not.toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    await pass(400);
    expect(dialog()).toBeNull();
  });

  it('cannot be dismissed by Escape or by a tap beside it', async () => {
    await renderCheck(30);
    await pass(30 * MINUTE);
    const shown = dialog();
    expect(shown).not.toBeNull();
    fireEvent.keyDown(shown as HTMLElement, { key: 'Escape' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const overlay = screen.getByTestId('reality-check-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    await pass(1_000);
    expect(dialog()).not.toBeNull();
  });

  it('takes the player to the game history', async () => {
    const { router } = await renderCheck(15);
    await pass(15 * MINUTE);
    fireEvent.click(screen.getByRole('link', { name: 'Oyun geçmişi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-history'));
  });

  it('says the net position is being worked out while it is not known', async () => {
    await renderCheck(15, null);
    await pass(15 * MINUTE);
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: hesaplanıyor');
  });

  it('never comes up when the interval is off or the settings cannot be read', async () => {
    await renderCheck(0);
    await pass(3 * 60 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it('never comes up when the settings call fails', async () => {
    await renderCheck(() => {
      throw new Error('offline');
    });
    await pass(3 * 60 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it('counts hours and minutes in Turkish', () => {
    const t = i18n.getFixedT('tr', 'play');
    expect(playedText(t, 45 * MINUTE + 59_000)).toBe('45 dakikadır oynuyorsunuz');
    expect(playedText(t, 60 * MINUTE)).toBe('1 saattir oynuyorsunuz');
    expect(playedText(t, 75 * MINUTE)).toBe('1 saat 15 dakikadır oynuyorsunuz');
    expect(playedText(t, 120 * MINUTE)).toBe('2 saattir oynuyorsunuz');
    expect(playedText(t, -5_000)).toBe('0 dakikadır oynuyorsunuz');
  });
});

/** A page that shows the check and, at a tap, reports a bet the server refused because it is due. */
function PageWithRefusals() {
  const [refusedAtMs, setRefusedAtMs] = useState<number | null>(null);
  const [startedAtMs] = useState(() => Date.now());
  return (
    <>
      <button type="button" onClick={() => setRefusedAtMs(Date.now())}>
        refused
      </button>
      <RealityCheck startedAtMs={startedAtMs} netKurus={-500} refusedAtMs={refusedAtMs} />
    </>
  );
}

describe('the reality check after a refusal (realityCheckDue)', () => {
  it('comes up at once, long before the page’s own count, and comes back only with a new refusal', async () => {
    // The server's count is due since a minute: its stretch of play began 61 minutes ago, in another game.
    let serverDueAt: string | null = null;
    const calls = answerRequests({
      // The session began in another game: its net there is the server's, the page knows only its own -₺5.
      'protection.get_settings': () =>
        settings(
          60,
          serverDueAt,
          serverDueAt === null
            ? null
            : { StartedAt: new Date(Date.parse(serverDueAt) - 60 * MINUTE).toISOString(), NetKurus: -7_300 },
        ),
      // Answered: the server counts a whole interval from now.
      'protection.answer_reality_check': () => {
        serverDueAt = new Date(Date.now() + 60 * MINUTE).toISOString();
        return settings(60, serverDueAt);
      },
    });
    renderWithApp(<PageWithRefusals />, { path: '/tombala/1' });
    await waitFor(() => expect(callsOf(calls, 'protection.get_settings')).toBe(1));
    await pass(2 * MINUTE);
    expect(dialog()).toBeNull();
    serverDueAt = new Date(Date.now() - MINUTE).toISOString();
    const asked = callsOf(calls, 'protection.get_settings');
    fireEvent.click(screen.getByRole('button', { name: 'refused' }));
    await pass(100);
    expect(dialog()).not.toBeNull();
    // The server's figures were asked afresh: the time played and the net are both its session's
    // (every game), not the page's 2 minutes and -₺5.
    expect(callsOf(calls, 'protection.get_settings')).toBeGreaterThan(asked);
    expect(screen.getByTestId('reality-check-time').textContent).toBe('1 saat 1 dakikadır oynuyorsunuz');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: \u2212₺73,00');
    expect(screen.getByTestId('reality-check-session').textContent).toMatch(
      /^Oturum başlangıcı: \d\d:\d\d · süre ve net tüm oyunlarınızı kapsar$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    await pass(400);
    expect(callsOf(calls, 'protection.answer_reality_check')).toBe(1);
    expect(dialog()).toBeNull();
    // The same refusal does not bring it back; the page's count starts again from the answer.
    await pass(59 * MINUTE);
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'refused' }));
    await pass(100);
    expect(dialog()).not.toBeNull();
  });

  it('comes up on a refusal even while the interval is not known on this page', async () => {
    answerRequests({
      'protection.get_settings': () => {
        throw new Error('offline');
      },
    });
    renderWithApp(<PageWithRefusals />, { path: '/bet-on-games' });
    await pass(1_000);
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'refused' }));
    await pass(100);
    expect(dialog()).not.toBeNull();
  });
});
