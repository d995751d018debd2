/** Schemas several route areas' contracts share; a module of its own so that importing one pulls in no other area's contracts. */
import * as z from 'zod/mini';
import { SEARCH_MIN_CHARS } from '../constants.ts';
import * as MESSAGES from '../texts/general.ts';

/** A people search's text: trimmed, at least SEARCH_MIN_CHARS characters. */
export const searchText = z.string().check(z.trim(), z.minLength(SEARCH_MIN_CHARS, { error: MESSAGES.searchMinChars }), z.maxLength(100));

/** A user id in a path: positive digits. */
export const userIdParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.userNotFound }));

/** A JSON-encoded query parameter: parsed, then checked by `schema`. Missing or blank is `{}`. */
export const jsonParam = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.pipe(
      z._default(z.string().check(z.maxLength(20_000)), ''),
      z.transform((raw, ctx) => {
        if (raw.trim() === '') return {};
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: MESSAGES.invalidFilters, input: raw });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );
