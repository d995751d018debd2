/**
 * The texts `MESSAGES` gathers, by area (verbatim, as every text in shared/messages*). Server code
 * imports them as a namespace, `import * as MESSAGES from '…/shared/messages/general.ts'`, and
 * reads `MESSAGES.forbidden`: esbuild then bundles only the texts a Lambda reads, where one
 * object put every text into every Lambda. shared/messages.ts re-exports the same namespace for
 * the web and the tests.
 */
export * from './http.ts';
export * from './sign-in.ts';
export * from './lookups.ts';
export * from './dashboard.ts';
export * from './roster.ts';
export * from './participants.ts';
