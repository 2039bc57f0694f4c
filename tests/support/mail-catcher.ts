// The local mail catcher the test stack starts beside the emulators (GN_MAIL_URL): what the
// functions sent, read back by the integration tests.
export const MAIL_URL = process.env.GN_MAIL_URL?.replace(/\/$/, '') ?? '';

export interface CaughtMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

function mailUrl(): string {
  if (!MAIL_URL)
    throw new Error('GN_MAIL_URL is not set: run these tests with the stack (npm test -- integration ...)');
  return MAIL_URL;
}

/** Every message caught so far. */
export async function caughtMessages(): Promise<CaughtMessage[]> {
  return (await (await fetch(`${mailUrl()}/api/messages`)).json()) as CaughtMessage[];
}

/** The messages that `match`, once there are `count` of them or the time is up (then what there is). */
export async function waitForMessages(
  match: (message: CaughtMessage) => boolean,
  count = 1,
  timeoutMs = 25_000,
): Promise<CaughtMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMessages()).filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
}
