/**
 * Request validation (functions/core/validation-messages.ts): which field and what is wrong with
 * it, wherever the contract carries no message of its own (never a bare 'Invalid input').
 */
export const VALIDATION_TEXT = {
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} is too long (at most ${max} characters).`,
  tooShort: (field: string, min: number) => `${field} is too short (at least ${min} characters).`,
  exactLength: (field: string, length: number) => `${field} must have exactly ${length} characters.`,
  tooMany: (field: string, max: number) => `${field} has too many entries (at most ${max}).`,
  tooFew: (field: string, min: number) => `${field} needs at least ${min === 1 ? 'one entry' : `${min} entries`}.`,
  atMost: (field: string, max: number | bigint, inclusive: boolean) => `${field} must be ${inclusive ? 'at most' : 'less than'} ${max}.`,
  atLeast: (field: string, min: number | bigint, inclusive: boolean) =>
    `${field} must be ${inclusive ? 'at least' : 'greater than'} ${min}.`,
  wrongType: (field: string, expected: string) => `${field} must be ${expected}.`,
  oneOf: (field: string, values: readonly string[]) => `${field} must be one of: ${values.join(', ')}.`,
  notA: (field: string, what: string) => `${field} is not a valid ${what}.`,
  notValid: (field: string) => `${field} is not valid.`,
  multipleOf: (field: string, divisor: number) => `${field} must be a multiple of ${divisor}.`,
  unknownFields: (field: string, keys: readonly string[]) =>
    `${field} has unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
  /** The field named by an array index: 'Job function (entry 2)'. */
  entry: (field: string, index: number) => `${field} (entry ${index + 1})`,
  /** A failure of a whole part of the request rather than one of its fields. */
  parts: { body: 'The request body', query: 'The query string', params: 'The address' } as Record<string, string>,
  /** What a value of each type is called. */
  types: {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    bigint: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    date: 'a date',
  } as Record<string, string>,
  /** What each string format is called. */
  formats: {
    email: 'e-mail address',
    url: 'web address',
    uuid: 'id',
    date: 'date (YYYY-MM-DD)',
    datetime: 'date and time',
    time: 'time',
  } as Record<string, string>,
  /** Names of fields where the field's own name does not say it well (the form's labels). */
  fields: {
    email: 'E-mail',
    zip: 'ZIP code',
    phone_extension: 'Extension',
    address1: 'Address 1',
    address2: 'Address 2',
    ppid: 'PPID',
    iu: 'Intermediate Unit (IU)',
    default_course: 'Course Bookmark',
    state_coordinator: 'State Director',
    states_coordinator: 'States coordinated',
    staff_contractor: 'Staff or Contractor',
    email_assign: 'E-mail type',
    headline: 'Title',
    per_page: 'Page size',
  } as Record<string, string>,
} as const;
