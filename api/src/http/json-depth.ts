/**
 * How deep a JSON body may nest: arrays and objects inside each other, the outermost counting as 1. The
 * API's deepest body (a bio's sections and their items) nests a handful of levels; 64 leaves room for any
 * payment processor's webhook (decision 009). A deeper body answers 400 `invalid.json` before it is parsed or walked, so nothing
 * recursive ever sees it (issue 34: 20,000 levels, 40 KB, once answered 500 with a stack trace).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * True when the JSON text nests deeper than `max`: one pass counting brackets outside strings (no parse, no
 * recursion). Malformed text is left for the parser to refuse.
 */
export function jsonNestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
