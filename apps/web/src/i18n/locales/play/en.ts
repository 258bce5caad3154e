import type { PlayTranslationResource } from './tr';

/** English texts of the `play` namespace. Same keys as Turkish, enforced by the type. */
export const playEn: PlayTranslationResource = {
  page: {
    title: 'Game',
    loading: 'Loading the game…',
    frameTitle: '{{name}} game',
    frameTitleUnnamed: 'Game screen',
    providerUnreachable: 'The game provider cannot be reached right now. Please try again a little later.',
  },
  notFound: {
    title: 'Game not found',
    text: 'There is no game to open at this address. The link may be incomplete or wrong.',
    back: 'Back to slot games',
  },
  bar: {
    back: 'Back',
    balance: 'Balance',
    balanceLoading: 'Loading balance',
    balanceHidden: 'Balance hidden',
    sessionTime: 'Time',
    sessionTimeLabel: 'Time in this session: {{time}}',
    net: 'Net',
    netLabel: 'Your net result in this session: {{amount}}',
    netLoading: 'Working out the net result',
    info: 'Game info',
  },
  info: {
    provablyFair: 'Provably fair: you can verify every round’s result yourself.',
    provablyFairLink: 'How to verify',
    title: 'Game info',
    close: 'Close',
    provider: 'Provider',
    rtp: 'Return to player (RTP)',
    maxWin: 'Maximum win',
    maxWinValue: '{{multiplier}}×',
    maxWinHint: 'times the stake',
    volatility: 'Volatility',
    volatilityLevels: { low: 'Low', medium: 'Medium', high: 'High' },
    noAutoplay: 'This game has no autoplay and no turbo (sped-up) rounds: you start every round yourself.',
    rulesTitle: 'Rules in short',
    rules: {
      slot: 'Choose your stake and start the round. The provider’s server decides the result; if you win, your stake is paid at the multiplier shown and added to your balance at once.',
      virtual:
        'Bet on a pick before the race starts. The provider’s server decides the result; if your pick wins, your stake is paid at its odds and added to your balance at once.',
      rtp: 'RTP is how much of all stakes returns to players on average over a long time; one session can end very differently.',
    },
    sessionTitle: 'This session',
    rounds: 'Rounds played',
    staked: 'Total staked',
    won: 'Total won',
    net: 'Net result',
    incomplete: 'Only the last 10,000 rounds are counted.',
    loading: 'Loading game info…',
    unavailable: 'The game info could not be fetched right now.',
    responsible: 'Play responsibly: never stake more than you can afford to lose. Under-18s may not play.',
  },
  virtualRow: {
    title: 'Virtual Games',
    subtitle: 'Place your bet, watch the race',
    play: '{{name}}: play',
  },
};
