/**
 * Query keys of the account pages. Each starts with 'account' and the player's uid, so that
 * one player's details are never shown to the next one on the same phone.
 */
export const accountKeys = {
  all: (uid: string) => ['account', uid] as const,
  profile: (uid: string) => ['account', uid, 'profile'] as const,
  logins: (uid: string) => ['account', uid, 'logins'] as const,
  authenticator: (uid: string) => ['account', uid, 'authenticator'] as const,
};
