// Colour Index generic names as painters write them ('PB 29', 'P.B.29', 'pb29', 'PBk9', 'Pigment
// Blue 29') and as the catalogue stores them ('PB29'). The server searches with these rules and
// the client's pigment field suggests with them, so both read a code the same way.

/** The canonical form: 'P', a hue (BK and BR before B), a number, and an optional ':n' variant. */
export const PIGMENT_CODE_PATTERN = /^P(BK|BR|B|G|M|O|R|V|W|Y)[0-9]+(:[0-9]+)?$/;

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

// One code anywhere in a text: 'P' or 'Pigment', the hue (letters or word), the number, the variant.
// Dots and spaces may sit between the parts. A lookbehind would read better but older Safari lacks it,
// so the character before a code is matched (and kept) instead.
const CODE_IN_TEXT =
  /(^|[^A-Z0-9])(?:P\.?\s*(BK|BR|B|G|M|O|R|V|W|Y)|PIGMENT\s+(BLACK|BROWN|BLUE|GREEN|METAL|ORANGE|RED|VIOLET|WHITE|YELLOW))\.?\s*([0-9]{1,3})(?:\s*[:.]\s*([0-9]{1,2}))?(?![0-9A-Z])/gi;

function canonical(hue: string, number: string, variant: string | undefined): string {
  const code = `P${hue.toUpperCase()}${Number(number)}`;
  return variant === undefined ? code : `${code}:${Number(variant)}`;
}

function codeOfMatch(match: RegExpMatchArray): string {
  const [, , letters, word, number = '', variant] = match;
  const hue = letters ?? HUE_WORDS[(word ?? '').toUpperCase()] ?? '';
  return canonical(hue, number, variant);
}

/** One code in any common spelling, canonical; null when the text is not exactly one code. */
export function normalisePigmentCode(raw: string): string | null {
  const text = raw.trim();
  const matches = [...text.matchAll(CODE_IN_TEXT)];
  const [match] = matches;
  if (matches.length !== 1 || !match || match.index !== 0 || match[0].length !== text.length) return null;
  return codeOfMatch(match);
}

/** 'PB15:3' -> 'PB15': the pigment without its variant. */
export function pigmentFamily(code: string): string {
  return code.split(':')[0] ?? code;
}

/**
 * A search text split into the pigment codes it names (canonical, each once, in order) and the
 * words around them: 'ultramarine pb 29' -> { codes: ['PB29'], text: 'ultramarine' }.
 */
export function splitPigmentQuery(query: string): { codes: string[]; text: string } {
  const codes: string[] = [];
  let text = '';
  let from = 0;
  for (const match of query.matchAll(CODE_IN_TEXT)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    text += `${query.slice(from, start)} `;
    from = (match.index ?? 0) + match[0].length;
    const code = codeOfMatch(match);
    if (!codes.includes(code)) codes.push(code);
  }
  text += query.slice(from);
  return { codes, text: text.replace(/[\s,;+&/]+/g, ' ').trim() };
}

/** A code typed so far, compacted for prefix matching: ' p.b 1' -> 'PB1'. */
export function compactPigmentPrefix(typed: string): string {
  return typed.toUpperCase().replace(/[\s.]+/g, '');
}

/** Natural order: PB15, PB15:1, PB15:3, PB29, PB60 (not PB15, PB15:1, PB150, PB29). */
export function comparePigmentCodes(a: string, b: string): number {
  const key = (code: string): [string, number, number] => {
    const match = /^P([A-Z]+)([0-9]+)(?::([0-9]+))?$/.exec(code);
    return match ? [match[1] ?? '', Number(match[2]), Number(match[3] ?? -1)] : [code, 0, 0];
  };
  const [hueA, numberA, variantA] = key(a);
  const [hueB, numberB, variantB] = key(b);
  return hueA.localeCompare(hueB) || numberA - numberB || variantA - variantB;
}
