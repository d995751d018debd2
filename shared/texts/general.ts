/**
 * `MESSAGES`: the texts many route groups, the web and the tests read, gathered by area (verbatim).
 * Each is defined once, in its own module: the request chain's answers (http.ts), finding a
 * person, cohort or course (finding.ts), and the texts.ts of the auth, dashboard, roster and
 * participants groups (everything those modules export). Everyone imports this module as a
 * namespace, `import * as MESSAGES from '…/shared/texts/general.ts'`, and reads
 * `MESSAGES.forbidden`: esbuild then bundles only the texts a Lambda reads, where one object put
 * every text into every Lambda.
 */
export * from './http.ts';
export * from '../auth/texts.ts';
export * from './finding.ts';
export * from '../dashboard/texts.ts';
export * from '../roster/texts.ts';
export * from '../participants/texts.ts';
