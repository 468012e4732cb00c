/**
 * Makers' names as painters write them in their own lists (issue 28's spreadsheet import), by the
 * name the catalogue gives the maker: the short forms painters use, common misspellings, and the
 * names of a maker's only line where painters use it for the maker (White Nights for Nevskaya
 * Palitra, Mission Gold for Mijello). Not a line of a maker of several (Cotman, Rembrandt): a
 * paint named under it could be taken for another line's. Spelling aside (case, spaces, stops,
 * accents, '&' or 'and'), which makerKey folds, a name written as the catalogue writes it needs
 * no entry here.
 */
const MAKER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Winsor & Newton': ['W&N', 'WN', 'Winsor Newton', 'Windsor & Newton', 'Windsor Newton'],
  'Daniel Smith': ['DS', 'Daniel Smith Extra Fine'],
  Schmincke: ['Schminke'],
  'M. Graham': ['MG', 'M. Graham & Co.'],
  'Royal Talens': ['Talens'],
  'Nevskaya Palitra': ['White Nights', 'Nevskaya', 'Nevskaya Palitra White Nights'],
  'Michael Harding': ['MH'],
  Holbein: ['Holbein Artists', "Holbein Artists' Watercolor", 'HWC'],
  'Da Vinci': ['Da Vinci Paint Co.', 'DV'],
  'Old Holland': ['OH'],
  'ShinHan Art': ['ShinHan', 'ShinHan PWC', 'Shinhan Art PWC'],
  Mijello: ['Mission Gold', 'Mijello Mission Gold'],
  Sennelier: ["Sennelier l'Aquarelle"],
  Maimeri: ['Maimeri Blu', 'MaimeriBlu'],
};

/** A maker's name folded for comparison: lower case, '&' read as 'and', no spaces or punctuation. */
export function makerKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Reads makers' names as `known` (the catalogue's makers) writes them: the known name a written
 * one stands for, or null for a maker it does not know.
 */
export function makerReader(known: readonly string[]): (written: string) => string | null {
  const byKey = new Map(known.map((name) => [makerKey(name), name]));
  for (const [name, aliases] of Object.entries(MAKER_ALIASES)) {
    const catalogueName = byKey.get(makerKey(name));
    if (!catalogueName) continue;
    for (const alias of aliases) if (!byKey.has(makerKey(alias))) byKey.set(makerKey(alias), catalogueName);
  }
  return (written) => byKey.get(makerKey(written)) ?? null;
}
