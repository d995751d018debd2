/**
 * Characters no person's name or username may hold, whichever form or file it comes from (the
 * user form's contract, the web's form check and the CSV import read this one list). They are
 * invisible or change how the text around them is shown: a NUL or line break cuts a name in
 * logs, exports and mails; a right-to-left override makes 'Smith\u202Egnp.exe' read as
 * 'Smithexe.png'; a zero-width space makes two identical-looking names different accounts.
 */
const DISALLOWED: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x001f], // C0 controls, NUL, tab and line breaks included
  [0x007f, 0x009f], // DEL and the C1 controls
  [0x00ad, 0x00ad], // soft hyphen: shown only where a line breaks
  [0x061c, 0x061c], // Arabic letter mark
  [0x200b, 0x200f], // zero-width space, non-joiner and joiner; left-to-right and right-to-left marks
  [0x2028, 0x2029], // line and paragraph separators
  [0x202a, 0x202e], // bidirectional embeddings and overrides
  [0x2060, 0x2064], // word joiner and the invisible operators
  [0x2066, 0x2069], // bidirectional isolates
  [0xfeff, 0xfeff], // zero-width no-break space (byte-order mark)
];

/** True when the text holds a control, bidirectional-formatting or invisible character. */
export function hasDisallowedCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (DISALLOWED.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}
