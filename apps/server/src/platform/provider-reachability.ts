/**
 * When a game provider counts as open, agreed by the lobby (which lists its games) and the wallet
 * (which launches them): switched on, and its launch address not failing. The casino module's
 * health job counts failed checks; two in a row close the provider (one could be a network blip),
 * one answer opens it again.
 */
export const UNREACHABLE_AFTER_FAILED_CHECKS = 2;

export function isProviderOpen(provider: { active: number; failed_checks: number }): boolean {
  return provider.active === 1 && provider.failed_checks < UNREACHABLE_AFTER_FAILED_CHECKS;
}
