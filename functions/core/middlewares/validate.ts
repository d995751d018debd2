/**
 * zod validation of body, query and path parameters against the route's contract
 * (shared/<group>/contract.ts). A failure is 422 with the first message (the spec's text where the
 * schema carries one, otherwise which field and what is wrong: validation-messages.ts) and every
 * message by field.
 */
import { httpError } from '../errors.ts';
import { describeIssue } from '../validation-messages.ts';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { Contract } from '../../../shared/api/contract.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

export function validate(opts: { contracts: Partial<Record<string, Contract>> }): HttpMiddleware {
  if (!opts.contracts) throw new Error('validate needs the contracts');
  return {
    before: (request) => {
      const state = portalState(request);
      const contract = state.route && opts.contracts[state.route.key];
      if (!contract) return;
      const errors: Record<string, string[]> = {};
      const check = (schema: $ZodType | undefined, value: unknown, part: string): unknown => {
        if (!schema) return undefined;
        const result = safeParse(schema, value ?? {}, { error: (issue) => describeIssue(issue, part) });
        if (result.success) return result.data;
        for (const issue of result.error.issues) {
          const field = issue.path.length ? issue.path.join('.') : part;
          (errors[field] ??= []).push(issue.message);
        }
        return undefined;
      };
      const body = check(contract.body, state.body, 'body');
      const query = check(contract.query, state.query, 'query');
      const params = check(contract.params, state.params, 'params');
      const messages = Object.values(errors).flat();
      if (messages.length) throw httpError(422, messages[0], { errors });
      if (contract.body) state.body = body;
      if (contract.query) state.query = query as Record<string, string | undefined>;
      if (contract.params) state.params = params as Record<string, string | undefined>;
    },
  };
}
