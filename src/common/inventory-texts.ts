// Issue 28's words, shared by the server and the client: the studio inventory, the shopping list
// and what a palette says about the paints the person owns.

/** How a maker is named in a short mention: the catalogue's name, or nothing for a paint by hand. */
export const byMaker = (manufacturer: string | null) => (manufacturer ? ` (${manufacturer})` : '');

/** A number of paints in words ('1 paint', '3 paints'). */
export const paints = (count: number) => (count === 1 ? '1 paint' : `${count} paints`);

export const INVENTORY_TEXTS = {
  /** 409 DUPLICATE_PIGMENT: the paint already owned of the same single pigment in the same medium. */
  ownsSamePigment: (paintName: string, manufacturer: string | null, pigmentCode: string) =>
    `You own ${paintName}${byMaker(manufacturer)}, ${pigmentCode}`,
  /** The palette header's count, and a curated master's card and page. */
  ownedOf: (owned: number, total: number) => `${owned} of ${total} owned`,
  youOwnOf: (owned: number, total: number) => `You own ${owned} of ${total}`,
  addMissingToList: 'Add the missing paints to my shopping list',
  ownThese: 'I own these',
  ownedMark: 'Owned',
  studio: 'Studio',
  /** The palette page's menu of what to add to the studio (the header's Studio is a link). */
  addToStudio: 'Add to studio',
  shoppingList: 'Shopping list',
  bought: 'Bought',
  tooMany: (max: number) => `A studio holds at most ${max} paints.`,
} as const;
