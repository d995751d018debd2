/**
 * The request chain's own answers (functions/core): what any route may answer.
 * Texts of `MESSAGES` (shared/texts/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */

export const notImplemented = (method: string, path: string) => `Not implemented: ${method} ${path}`;
export const forbidden = 'You do not have permission to do this.';
export const notFound = 'Not found.';
export const internalError = 'Something went wrong on our side. Please try again.';
export const invalidJson = 'The request body is not valid JSON.';
/** The local gateway's answer to a body past its limit (API Gateway's own 413 carries 'Request Entity Too Large'). */
export const requestTooLarge = (maxMegabytes: number) => `The request is too large: at most ${maxMegabytes} MB can be sent.`;

/** After the web's text for a failure on the server's side (5xx): the id its logs carry. */
export const quoteRequestId = (requestId: string) => `If this happens again, tell the Helpdesk the request ID: ${requestId}.`;
/** The web's text when the server did not answer at all. */
export const noConnection = 'The server could not be reached. Check your connection and try again.';
/** Maintenance mode is on (System Settings): every signed-in call but a senior admin's gets this, with the `maintenance` header. */
export const underMaintenance = 'The portal is closed for maintenance. Please come back later.';
