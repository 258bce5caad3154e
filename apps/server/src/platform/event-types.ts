/**
 * Every event a module may record, with its payload. They live on the ground floor so that a
 * module can subscribe to another module's events without importing it. Payloads carry ids
 * and facts, never objects a subscriber could mistake for the current state.
 */
export interface DomainEvents {
  /** A player confirmed their e-mail address (the demo grant subscribes). */
  email_confirmed: { userId: number };
  /** A deposit or withdrawal reached its final state (notifications, limits and feeds subscribe). */
  payment_completed: { userId: number; publicId: string; type: number; status: number; amountKurus: number };
  /** A game round closed: settled by its last win or rolled back (history, wagering, feeds subscribe). */
  round_settled: {
    roundId: number;
    userId: number;
    gameId: number;
    providerId: number;
    stakeKurus: number;
    winKurus: number;
  };
  /** A concluded tournament's prize includes a bonus part (the bonuses module grants it on the tournament's terms). */
  tournament_prize_won: { tournamentId: number; userId: number; rank: number; bonusKurus: number };
  /** A player took a time-out, excluded themselves or closed their account (bonuses and the wallet subscribe). */
  player_restricted: { userId: number; kind: 'timeout' | 'exclusion' | 'closure' };
  /** Staff answered a player's support ticket (the WebSocket hub will push it to the player). */
  support_ticket_answered: { ticketId: number; userId: number; messageId: number };
}

export type EventType = keyof DomainEvents;
