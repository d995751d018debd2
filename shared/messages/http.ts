/**
 * The request chain's own answers (functions/core): what any route may answer.
 * Texts of `MESSAGES` (shared/messages/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */

export const notImplemented = (method: string, path: string) => `Not implemented: ${method} ${path}`;
export const forbidden = 'You do not have permission to do this.';
export const notFound = 'Not found.';
export const internalError = 'Something went wrong on our side. Please try again.';
export const invalidJson = 'The request body is not valid JSON.';
