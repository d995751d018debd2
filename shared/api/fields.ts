/**
 * Schemas several route groups' contracts share: a module of its own, so that importing one pulls
 * in no group's contracts. The JSON query parameters (a list's `filter`, the dashboard's, calendar's
 * and utilization report's `filters`) and the page numbers of the lists are read here only.
 */
import * as z from 'zod/mini';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { SEARCH_MIN_CHARS } from '../constants.ts';
import * as MESSAGES from '../texts/general.ts';

/** A people search's text: trimmed, at least SEARCH_MIN_CHARS characters. */
export const searchText = z.string().check(z.trim(), z.minLength(SEARCH_MIN_CHARS, { error: MESSAGES.searchMinChars }), z.maxLength(100));

/** A user id in a path: positive digits. */
export const userIdParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.userNotFound }));

/**
 * A JSON-encoded query parameter of at most `maxLength` characters, parsed: missing or blank (or
 * one of the texts `empty`) is `{}`; text that is not JSON is an issue with `message`.
 */
const jsonText = (maxLength: number, message: string, empty: readonly string[] = []) =>
  z.pipe(
    z._default(z.string().check(z.maxLength(maxLength)), ''),
    z.transform((raw, ctx): unknown => {
      if (raw.trim() === '' || empty.includes(raw)) return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
    }),
  );

/**
 * `filters=` of the dashboard, the calendar and the facilitator utilization: JSON, then checked by
 * `schema`, whose own messages say what is wrong. Missing or blank is `{}`.
 */
export const jsonParam = <S extends z.ZodMiniType>(schema: S) => z.pipe(jsonText(20_000, MESSAGES.invalidFilters), schema);

/**
 * `filter=` of an admin list (users, cohorts, certificates): JSON of the list's filter, at most
 * `maxLength` characters; missing, blank or null is no filter. Anything else that does not read is
 * 422 with the one message `message`, the field named in `errors` (`filter.<field>`).
 */
export const listFilterParam = <T>(schema: $ZodType, message: string, maxLength: number) =>
  z.pipe(
    jsonText(maxLength, message, ['null']),
    z.transform((parsed, ctx): T => {
      const result = safeParse(schema, parsed);
      if (result.success) return result.data as T;
      for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', message, input: parsed, path: ['filter', ...issue.path] });
      return z.NEVER;
    }),
  );

/**
 * A list's page number or page size (`page`, `per_page`) given as digits only: 1 to `max`,
 * `fallback` when missing; anything else is refused with `error` (by default, the field-aware
 * validation message).
 */
export const pageDigits = (fallback: number, max: number, error?: string) => {
  const params = error === undefined ? undefined : { error };
  return z._default(
    z.pipe(z.string().check(z.regex(/^\d{1,7}$/, params)), z.transform(Number)).check(z.minimum(1, params), z.maximum(max, params)),
    fallback,
  );
};

/** A page number or page size read as a number (`' 2'` and `'2.0'` are 2): a whole number from 1 to `max`, `fallback` when missing. */
export const pageNumber = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);
