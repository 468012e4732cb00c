// Colour Index generic names as painters write them ('PB 29', 'P.B.29', 'pb29', 'PBK9', 'Pigment
// Blue 29', 'Natural Red 9', 'Basic Violet 10') and in their standard form ('PB29', 'PBk9', 'NR9',
// 'BV10': the fluorescent dye some opera pinks carry besides their pigment). The server searches,
// imports and stores codes with these rules and the client suggests with them, so all read a code
// the same way.

/**
 * The standard form: 'P' (pigment), 'N' (natural pigment) or 'B' (basic dye), the hue as the Colour
 * Index writes it (one capital, or a capital and a small letter: Bk black, Br brown), a number, an
 * optional ':n'.
 */
export const PIGMENT_CODE_PATTERN = /^(?:P(?:Bk|Br|B|G|M|O|R|V|W|Y)|N(?:Bk|Br|B|G|O|R|W|Y)|B(?:B|G|O|R|V|Y))[0-9]+(?::[0-9]+)?$/;

const HUE_WORDS: Record<string, string> = {
  BLACK: 'BK',
  BROWN: 'BR',
  BLUE: 'B',
  GREEN: 'G',
  METAL: 'M',
  ORANGE: 'O',
  RED: 'R',
  VIOLET: 'V',
  WHITE: 'W',
  YELLOW: 'Y',
};

// One code anywhere in a text: the prefix and hue (letters or words), the number, the variant. Dots
// and spaces may sit between the parts of a pigment code; a natural pigment or a dye is recognised
// only written close ('NR9', 'BV10', not 'N.R. 9'), so that 'No 3' or 'Nr. 3' in a name is never
// taken for one. A lookbehind would read better but older Safari lacks it, so the character before
// a code is matched (and kept) instead. Groups: 1 that character, 2-3 pigment hue letters or word,
// 4-5 natural hue letters or word, 6-7 dye hue letters or word, 8 number, 9 variant.
const CODE_IN_TEXT =
  /(^|[^A-Z0-9])(?:P\.?\s*(BK|BR|B|G|M|O|R|V|W|Y)|PIGMENT\s+(BLACK|BROWN|BLUE|GREEN|METAL|ORANGE|RED|VIOLET|WHITE|YELLOW)|N(BK|BR|B|G|O|R|W|Y)(?=[0-9])|NATURAL\s+(BLACK|BROWN|BLUE|GREEN|ORANGE|RED|WHITE|YELLOW)|B(B|G|O|R|V|Y)(?=[0-9])|BASIC\s+(BLUE|GREEN|ORANGE|RED|VIOLET|YELLOW))\.?\s*([0-9]{1,3})(?:\s*[:.]\s*([0-9]{1,2}))?(?![0-9A-Z])/gi;

/** 'BK' -> 'Bk', 'b' -> 'B': a capital, then small letters. */
function hueCase(hue: string): string {
  return hue.charAt(0).toUpperCase() + hue.slice(1).toLowerCase();
}

function codeOfMatch(match: RegExpMatchArray): string {
  const [, , pigmentLetters, pigmentWord, naturalLetters, naturalWord, dyeLetters, dyeWord, number = '', variant] = match;
  const prefix = (pigmentLetters ?? pigmentWord) !== undefined ? 'P' : (naturalLetters ?? naturalWord) !== undefined ? 'N' : 'B';
  const word = (pigmentWord ?? naturalWord ?? dyeWord ?? '').toUpperCase();
  const hue = pigmentLetters ?? naturalLetters ?? dyeLetters ?? HUE_WORDS[word] ?? '';
  const code = `${prefix}${hueCase(hue)}${Number(number)}`;
  return variant === undefined ? code : `${code}:${Number(variant)}`;
}

/** Each code in a text, in order: where it starts and ends, and its standard form. */
function* codesIn(text: string): Generator<{ start: number; end: number; code: string }> {
  for (const match of text.matchAll(CODE_IN_TEXT)) {
    const index = match.index ?? 0;
    yield { start: index + (match[1]?.length ?? 0), end: index + match[0].length, code: codeOfMatch(match) };
  }
}

/** One code in any common spelling, in standard form; null when the text is not exactly one code. */
export function normalisePigmentCode(raw: string): string | null {
  const text = raw.trim();
  const found = [...codesIn(text)];
  const [only] = found;
  return found.length === 1 && only && only.start === 0 && only.end === text.length ? only.code : null;
}

/**
 * A color's free-text pigment field with every code in standard form and the rest as written:
 * 'pb 29, PBR7 (sienna)' -> 'PB29, PBr7 (sienna)'.
 */
export function normalisePigmentText(text: string): string {
  let result = '';
  let from = 0;
  for (const { start, end, code } of codesIn(text)) {
    result += text.slice(from, start) + code;
    from = end;
  }
  return result + text.slice(from);
}

/** 'PB15:3' -> 'PB15': the pigment without its variant. */
export function pigmentFamily(code: string): string {
  return code.split(':')[0] ?? code;
}

/**
 * A search text split into the pigment codes it names (standard form, each once, in order) and the
 * words around them: 'ultramarine pb 29' -> { codes: ['PB29'], text: 'ultramarine' }.
 */
export function splitPigmentQuery(query: string): { codes: string[]; text: string } {
  const codes: string[] = [];
  let text = '';
  let from = 0;
  for (const { start, end, code } of codesIn(query)) {
    text += `${query.slice(from, start)} `;
    from = end;
    if (!codes.includes(code)) codes.push(code);
  }
  text += query.slice(from);
  return { codes, text: text.replace(/[\s,;+&/]+/g, ' ').trim() };
}

/**
 * The codes of a color's pigment field when it holds nothing else ('PB29, PV19' -> ['PB29',
 * 'PV19']), for a chart to list them (DESIGN.md: 'PB29 · PV19'); null when it holds more
 * ('PB29 (French)'), so that it is shown as written.
 */
export function pigmentFieldCodes(field: string): string[] | null {
  const { codes, text } = splitPigmentQuery(field);
  return codes.length > 0 && !text ? codes : null;
}

/** A code typed so far, compacted for prefix matching in standard casing: ' p.b 1' -> 'PB1', 'pbk' -> 'PBk'. */
export function compactPigmentPrefix(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s.]+/g, '');
  return compact.replace(/^([PN]B)([KR])/, (_, head: string, second: string) => head + second.toLowerCase());
}

/** Chart order: pigments, then natural pigments, then dyes; PB15, PB15:1, PB15:3, PB29, PB150, PBk9 (not PB15, PB150, PB29). */
export function comparePigmentCodes(a: string, b: string): number {
  const key = (code: string): [number, string, number, number] => {
    const match = /^([PNB])([A-Za-z]+)([0-9]+)(?::([0-9]+))?$/.exec(code);
    return match ? ['PNB'.indexOf(match[1] ?? ''), match[2] ?? '', Number(match[3]), Number(match[4] ?? -1)] : [3, code, 0, 0];
  };
  const [prefixA, hueA, numberA, variantA] = key(a);
  const [prefixB, hueB, numberB, variantB] = key(b);
  return prefixA - prefixB || hueA.localeCompare(hueB) || numberA - numberB || variantA - variantB;
}
