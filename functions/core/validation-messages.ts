/**
 * The message of a request validation failure that the contract gives no text of its own: which
 * field and what is wrong with it ('First name is too long (at most 191 characters).'). zod/mini
 * loads no locale, so without this every such failure would read a bare 'Invalid input'. Used as
 * the parse's error map (validate.ts), so a message written in a contract, on the check or on the
 * schema, still wins.
 */
import type { $ZodRawIssue } from 'zod/v4/core';
import { VALIDATION_TEXT as T } from '../../shared/texts/validation.ts';

/** 'first_name' → 'First name', 'state_id' → 'State'; the form's own label where it differs. */
function fieldName(key: string): string {
  const known = T.fields[key];
  if (known) return known;
  const words = key.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field an issue is about: its last key, and which entry of a list. */
export function fieldLabel(path: readonly PropertyKey[], part: string): string {
  const keys = path.filter((k): k is string => typeof k === 'string');
  const last = path[path.length - 1];
  if (!keys.length) return typeof last === 'number' ? T.entry('The list', last) : (T.parts[part] ?? 'The request');
  const name = fieldName(keys[keys.length - 1]);
  return typeof last === 'number' ? T.entry(name, last) : name;
}

const isMissing = (input: unknown) => input === undefined || input === null;
const sizeOf = (value: number | bigint) => Number(value);

export function describeIssue(issue: $ZodRawIssue, part: string): string {
  const field = fieldLabel(issue.path ?? [], part);
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue.input) ? T.required(field) : T.wrongType(field, T.types[issue.expected] ?? issue.expected);
    case 'too_big':
      if (issue.origin === 'string')
        return issue.exact ? T.exactLength(field, sizeOf(issue.maximum)) : T.tooLong(field, sizeOf(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return T.tooMany(field, sizeOf(issue.maximum));
      return T.atMost(field, issue.maximum, issue.inclusive !== false);
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return T.exactLength(field, sizeOf(issue.minimum));
        return sizeOf(issue.minimum) <= 1 ? T.required(field) : T.tooShort(field, sizeOf(issue.minimum));
      }
      if (issue.origin === 'array' || issue.origin === 'set') return T.tooFew(field, sizeOf(issue.minimum));
      return T.atLeast(field, issue.minimum, issue.inclusive !== false);
    case 'invalid_format': {
      const what = T.formats[issue.format];
      return what ? T.notA(field, what) : T.notValid(field);
    }
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 12 ? T.oneOf(field, issue.values.map(String)) : T.notValid(field);
    case 'not_multiple_of':
      return T.multipleOf(field, issue.divisor);
    case 'unrecognized_keys':
      return T.unknownFields(field, issue.keys);
    default:
      return T.notValid(field);
  }
}
