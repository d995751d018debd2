/**
 * The local outbox opens only with the key `npm start` printed; playwright.config.ts chooses it
 * and gives it to the portal it starts (PORTAL_OUTBOX_KEY) and, through the environment, to here.
 */
export const OUTBOX_PATH = `/_dev/outbox?key=${encodeURIComponent(process.env.PORTAL_OUTBOX_KEY ?? '')}`;
