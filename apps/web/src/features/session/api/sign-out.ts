/**
 * POST /api/accounts/signout: the server stops accepting the account's tokens, so a copy of this
 * one left anywhere stops working too. Sent with the token it ends (the session is already gone
 * here), and kept alive while the page changes; a failure changes nothing for the user.
 */
export function signOutOnServer(token: string): void {
  void fetch('/api/accounts/signout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
