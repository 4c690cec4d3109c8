/**
 * Look-alike destinations (issue 34, item 10): a host such as `аррӏе.com`, written in Cyrillic letters that
 * imitate Latin ones, must not be shown as "apple.com". A host is flagged when one of its labels mixes scripts,
 * uses Latin look-alike characters that are not letters with diacritics, or is written entirely with Cyrillic or
 * Greek letters that all imitate Latin ones (unless the top-level domain itself is in that script, as in `.рф`).
 * A flagged host is shown in its ASCII (punycode) form, as browsers do. Pure, without dependencies: the
 * redirect screen, the panel and the API all read it.
 */

export interface DisplayHost {
  /** The host to show: Unicode for an ordinary international name, punycode (`xn--…`) for a look-alike. */
  host: string;
  lookalike: boolean;
}

// RFC 3492 (Punycode) decoding: the URL parser gives the ASCII form, the checks need the letters.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return Math.floor(k + ((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return BASE;
}

/** The Unicode text of a punycode label's part after `xn--`; undefined when it is not valid punycode. */
function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  const basic = Math.max(input.lastIndexOf('-'), 0);
  for (let j = 0; j < basic; j += 1) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length; ) {
    const previous = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit >= BASE) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (w > 0x10ffff * BASE) return undefined;
    }
    const length = output.length + 1;
    bias = adapt(i - previous, length, previous === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return undefined;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** Scripts a label may be written in, each tested in this order; a letter of none of them counts as unknown. */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Syriac', /\p{Script=Syriac}/u],
];

/** Digits, hyphens, combining marks and the like belong to every script. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Scripts written together by one language (Japanese, Korean, Chinese): one script for these checks. */
const COMBINED: readonly ReadonlySet<string>[] = [
  new Set(['Han', 'Hiragana', 'Katakana']),
  new Set(['Han', 'Hangul']),
  new Set(['Han', 'Bopomofo']),
];

/** Latin letters that imitate ASCII ones without being a letter with a diacritic (ɑ for a, ı for i…). */
const LATIN_LOOKALIKES = /[ɑɒɡıȷɩɪʟɴʀʋǀǃꞵ\u1d00-\u1d22]/u;

/**
 * Per script, the letters that (lower case, as hosts are) pass for Latin ones: а р о е с х у і ј ӏ… in
 * Cyrillic, α ι κ ν ο ρ υ χ… in Greek. A label made only of them imitates a Latin name.
 */
const LATIN_ALIKE_LETTERS: Readonly<Record<string, RegExp>> = {
  Cyrillic: /^[асԁеԍһіјӏорԛѕԝхуүѵѡҽъьыпг]+$/u,
  Greek: /^[αικνορυχϲϳ]+$/u,
};

function scriptOf(char: string): string {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(char)) return name;
  return 'Unknown';
}

function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) if (!NEUTRAL.test(char)) scripts.add(scriptOf(char));
  return scripts;
}

function isOneScript(scripts: Set<string>): boolean {
  if (scripts.size <= 1) return !scripts.has('Unknown');
  return COMBINED.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

function letters(label: string): string {
  return [...label].filter((char) => !NEUTRAL.test(char)).join('');
}

/** True when the label (Unicode) could pass for another, Latin, one. */
function isLookalikeLabel(label: string, tldScripts: Set<string>): boolean {
  if (/^[ -~]*$/.test(label)) return false;
  const scripts = scriptsOf(label);
  if (!isOneScript(scripts)) return true;
  if (scripts.has('Latin')) return LATIN_LOOKALIKES.test(label);
  const [script = ''] = scripts;
  const alike = LATIN_ALIKE_LETTERS[script];
  return alike !== undefined && !tldScripts.has(script) && alike.test(letters(label));
}

/** A label in Unicode: `xn--` labels decoded; undefined when one does not decode. */
function unicodeLabel(label: string): string | undefined {
  return label.startsWith('xn--') ? decodePunycode(label.slice(4)) : label;
}

/** The host a URL leads to, as it should be shown: see the top of this file. */
export function displayHost(url: string): DisplayHost {
  let ascii: string;
  try {
    ascii = new URL(url).hostname;
  } catch {
    return { host: '', lookalike: false };
  }
  if (ascii.startsWith('[') || !ascii.includes('xn--')) return { host: ascii, lookalike: false };
  const labels = ascii.split('.').map(unicodeLabel);
  if (labels.some((label) => label === undefined)) return { host: ascii, lookalike: true };
  const unicode = labels as string[];
  const tld = [...unicode].reverse().find((label) => label !== '') ?? '';
  const tldScripts = scriptsOf(tld);
  const lookalike = unicode.some((label) => isLookalikeLabel(label, tldScripts));
  return { host: lookalike ? ascii : unicode.join('.'), lookalike };
}

/**
 * A destination URL as it should be printed: as written, unless its host is a look-alike; then with the host
 * (and port) in punycode, so `https://аррӏе.com/entrar` reads `https://xn--80ak6aa92e.com/entrar`.
 */
export function displayUrl(url: string): { text: string; lookalike: boolean } {
  const { lookalike } = displayHost(url);
  if (!lookalike) return { text: url, lookalike };
  const parsed = new URL(url);
  const authority = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#\\]*/i;
  const text = authority.test(url) ? url.replace(authority, `$1${parsed.host}`) : parsed.href;
  return { text, lookalike };
}
