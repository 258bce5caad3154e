import { MESSAGES, type RoundProof } from '@bnw/contract';
import {
  CLASSIC_3X3_VARIANTS,
  type Classic3x3Presentation,
  type SpinOutcome,
  classic3x3Engine,
  hashServerSeed,
  provablyFairRandom,
} from '@bnw/game-math';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStudioTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { ProvablyFair } from './provably-fair';
import type { FindVerifierGame } from './verifier-game';

const variant = CLASSIC_3X3_VARIANTS[2]!;
const serverSeed = '0123456789abcdef'.repeat(4);
const clientSeed = 'ayşe-tohum';

/** The test's own recomputation, with game-math, of what the server would have answered. */
function expected(nonce: number, stakeKurus = 500): SpinOutcome<Classic3x3Presentation> {
  return classic3x3Engine.spin(variant, stakeKurus, provablyFairRandom(serverSeed, clientSeed, nonce));
}

/** A board at rest the test can read: the grid's symbol ids. */
function Snapshot({ outcome }: { outcome: SpinOutcome }) {
  return <p data-testid="grid">{JSON.stringify((outcome.presentation as { grid: string[][] }).grid)}</p>;
}

const findGame: FindVerifierGame = async (code) =>
  code === variant.code ? { engine: classic3x3Engine as never, variant: variant as never, Snapshot } : null;

function proof(outcome: SpinOutcome, revealed: string | null, nonce = 3): RoundProof {
  return {
    roundID: 77,
    gameCode: variant.code,
    engine: 'classic-3x3',
    stakeKurus: 500,
    nonce,
    clientSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    serverSeed: revealed,
    winKurus: outcome.winKurus,
    outcome,
  };
}

beforeAll(() => loadStudioTexts());
beforeEach(signIn);
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

const renderPage = (path = '/provably-fair?round=77') => renderWithApp(<ProvablyFair findGame={findGame} />, { path });

describe('the provably fair verifier', () => {
  it('says Eşleşiyor when the browser recomputes exactly the server round from the revealed seed', async () => {
    const round = expected(3);
    answerRequests({ 'studio.round_proof': proof(round, serverSeed) });
    renderPage();
    expect((await screen.findByTestId('verdict')).textContent).toContain('Eşleşiyor');
    expect(screen.getByTestId('verdict').textContent).toContain('oyundan önce gösterilen özetle aynı');
    const grids = screen.getAllByTestId('grid').map((grid) => grid.textContent);
    expect(grids).toEqual([JSON.stringify(round.presentation.grid), JSON.stringify(round.presentation.grid)]);
    // The game by its name, and its code for the form below.
    expect(screen.getByText(variant.nameTr)).toBeTruthy();
    expect(screen.getByText(variant.code)).toBeTruthy();
  });

  it('says Eşleşmiyor when the recorded round is not the one the seeds give, and shows both', async () => {
    const other = expected(4);
    const own = expected(3);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(own));
    answerRequests({ 'studio.round_proof': proof(other, serverSeed, 3) });
    renderPage();
    expect((await screen.findByTestId('verdict')).textContent).toContain('Eşleşmiyor');
    const grids = screen.getAllByTestId('grid').map((grid) => grid.textContent);
    expect(grids).toEqual([JSON.stringify(own.presentation.grid), JSON.stringify(other.presentation.grid)]);
  });

  it('says Eşleşmiyor when the revealed seed is not the one whose hash was shown', async () => {
    const wrongSeed = 'f'.repeat(64);
    const round = classic3x3Engine.spin(variant as never, 500, provablyFairRandom(wrongSeed, clientSeed, 3));
    answerRequests({ 'studio.round_proof': proof(round, wrongSeed) });
    renderPage();
    expect((await screen.findByTestId('verdict')).textContent).toContain('Eşleşmiyor');
    expect(screen.getByTestId('verdict').textContent).toContain('aynı değil');
  });

  it('before the reveal says the seed is secret and rotates on request, then verifies', async () => {
    const round = expected(3);
    let rotated = false;
    const calls = answerRequests({
      'studio.round_proof': () => proof(round, rotated ? serverSeed : null),
      'studio.rotate_seed': (data: Record<string, unknown>) => {
        // The pair the round was played with, by its hash: no other pair may be ended.
        expect(data).toEqual({ serverSeedHash: hashServerSeed(serverSeed) });
        rotated = true;
        return {
          revealed: { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, lastNonce: 3 },
          current: { serverSeedHash: 'ee'.repeat(32), clientSeed, nextNonce: 0 },
        };
      },
    });
    renderPage();
    expect((await screen.findByTestId('seed-secret')).textContent).toContain('henüz gizli');
    expect(screen.queryByTestId('verdict')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tohumu şimdi değiştir' }));
    expect((await screen.findByTestId('verdict')).textContent).toContain('Eşleşiyor');
    expect(callsOf(calls, 'studio.rotate_seed')).toBe(1);
  });

  it('asks the proof again when the pair was already rotated elsewhere, and verifies with the revealed seed', async () => {
    const round = expected(3);
    let proofs = 0;
    const calls = answerRequests({
      'studio.round_proof': () => {
        proofs += 1;
        return proof(round, proofs > 1 ? serverSeed : null);
      },
      'studio.rotate_seed': () => {
        throw new ApiError('failed', MESSAGES.studioSeedRotated.tr, {
          result: false,
          message: MESSAGES.studioSeedRotated.tr,
          code: MESSAGES.studioSeedRotated.code,
          debug: null,
          data: null,
        });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tohumu şimdi değiştir' }));
    expect((await screen.findByTestId('verdict')).textContent).toContain('Eşleşiyor');
    expect(callsOf(calls, 'studio.rotate_seed')).toBe(1);
  });

  it('computes a round from the manual form for anyone, and refuses bad fields in Turkish', async () => {
    signOut();
    const calls = answerRequests({});
    renderPage('/provably-fair');
    fireEvent.change(screen.getByLabelText('Sunucu tohumu'), { target: { value: 'ABC' } });
    fireEvent.change(screen.getByLabelText('İstemci tohumu'), { target: { value: 'a\u0000' } });
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Oyun kodu'), { target: { value: 'yok-boyle-oyun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hesapla' }));
    expect(await screen.findByText('Sunucu tohumu 64 küçük onaltılık karakter (0-9, a-f) olmalıdır.')).toBeTruthy();
    expect(screen.getByText('İstemci tohumu 1 ile 64 arasında yazdırılabilir karakterden oluşmalıdır.')).toBeTruthy();
    expect(screen.getByText('Nonce 0 ya da pozitif bir tam sayı olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Bu kodla bir oyunumuz yok.')).toBeTruthy();
    expect(screen.queryByTestId('manual-result')).toBeNull();

    fireEvent.change(screen.getByLabelText('Sunucu tohumu'), { target: { value: serverSeed } });
    fireEvent.change(screen.getByLabelText('İstemci tohumu'), { target: { value: clientSeed } });
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Oyun kodu'), { target: { value: variant.code } });
    fireEvent.change(screen.getByLabelText('Bahis'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hesapla' }));
    await waitFor(() => expect(screen.getByTestId('manual-result')).toBeTruthy());
    expect(screen.getByTestId('manual-result').textContent).toContain(hashServerSeed(serverSeed));
    expect(screen.getByTestId('grid').textContent).toBe(JSON.stringify(expected(3).presentation.grid));
    expect(calls).not.toHaveBeenCalled();
  });
});
