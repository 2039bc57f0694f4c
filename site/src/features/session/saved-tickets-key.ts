// Where the account keeps the signed-in user's last tickets for offline use (account/saved-tickets.ts),
// and its removal: with the session, whenever Firebase reports no user (sign-out here or in another
// tab, an expired or revoked session), nothing of that user's stays in the browser.
export const SAVED_TICKETS_KEY = 'gn-ingressos-salvos';

export function clearSavedTickets(): void {
  try {
    localStorage.removeItem(SAVED_TICKETS_KEY);
  } catch {
    /* storage disabled: nothing was saved */
  }
}
