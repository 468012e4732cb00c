// Issue 28: the paints a person owns (their studio inventory), what they still need (the shopping
// list), and what each palette lacks. These routes are beyond spec §7 (docs/decisions/004).
import { z } from 'zod';
import { INVENTORY_FORMS, INVENTORY_LEVELS, LIMITS } from '#common/constants.ts';
import { PAINT_FACTS, PAINT_OBSERVATIONS, ZBadRow, ZColor, ZCreateColorRequest, ZHexCode } from './color';
import { someFields } from './documented';

/** The paint facts an item keeps: copied from the catalogue when added from it, so they outlive the entry. */
const paintFacts = ZColor.pick(PAINT_FACTS).shape;

/** One paint the person owns or wants, in one form. Owned means count > 0. */
export const ZInventoryItem = z
  .object({
    id: z.string(),
    /** The catalogue paint it was added from; null for a paint entered by hand, or once the entry is deleted. */
    cataloguePaintId: z.string().nullable(),
    ...paintFacts,
    form: z.enum(INVENTORY_FORMS),
    level: z.enum(INVENTORY_LEVELS),
    count: z.number().int(),
    /** On the wishlist: wanted (bought or not). */
    wish: z.boolean(),
    note: z.string().nullable(),
    /** The catalogue's Buy link (verified affiliate link), resolved on the server; null when there is none. */
    buyLink: z.string().nullable(),
  })
  .meta({ id: 'InventoryItem' });
export type TInventoryItem = z.infer<typeof ZInventoryItem>;

/** What the person says about an item: its form, level, count, wishlist flag and note. */
const holdingFields = {
  form: z.enum(INVENTORY_FORMS).default('tube'),
  level: z.enum(INVENTORY_LEVELS).default('full'),
  count: z.number().int().min(0).max(LIMITS.inventoryCountMax).default(1),
  wish: z.boolean().default(false),
  note: z
    .string()
    .trim()
    .max(LIMITS.inventoryNoteMax)
    .nullable()
    .optional()
    .transform((v) => v || null),
};

/** The paint by hand: the fields a color has (the form's rules and messages). */
const handPaintFields = ZCreateColorRequest.pick(PAINT_FACTS).shape;

/**
 * POST /api/inventory: a catalogue paint (its facts are copied from the catalogue, any of
 * PAINT_OBSERVATIONS given standing for the catalogue's) or a paint by hand. Adding a paint
 * already held in that form raises its count instead (one item per catalogue paint and form per
 * person). `confirmDuplicate` answers the single-pigment duplicate warning.
 */
export const ZCreateInventoryItemRequest = z.union([
  z.strictObject({
    cataloguePaintId: z.uuid('Not a catalogue paint id.'),
    // Only what is given: a color's default swatch is no observation.
    ...ZCreateColorRequest.pick(PAINT_OBSERVATIONS).partial().extend({ hexCode: ZHexCode.optional() }).shape,
    ...holdingFields,
    confirmDuplicate: z.boolean().optional(),
  }),
  z.strictObject({ ...handPaintFields, ...holdingFields, confirmDuplicate: z.boolean().optional() }),
]);
export type TCreateInventoryItemRequest = z.input<typeof ZCreateInventoryItemRequest>;

/** PUT /api/inventory/{id}: what the person may change (a catalogue item's paint facts stay the catalogue's). */
export const ZUpdateInventoryItemRequest = someFields(
  z
    .strictObject({
      form: z.enum(INVENTORY_FORMS),
      level: z.enum(INVENTORY_LEVELS),
      count: z.number().int().min(0).max(LIMITS.inventoryCountMax),
      wish: z.boolean(),
      note: holdingFields.note,
      /** 'Bought': owned (count at least 1), full, off the wishlist. */
      bought: z.literal(true),
    })
    .partial(),
);
export type TUpdateInventoryItemRequest = z.input<typeof ZUpdateInventoryItemRequest>;

export const ZInventoryIdParam = z.object({ id: z.uuid('Not an inventory item id.') });

/**
 * 409 DUPLICATE_PIGMENT's details, and the near-duplicate mark on the shopping list: a paint of
 * the same single pigment the person already owns in the same medium.
 */
export const ZOwnedSamePigment = z
  .object({ itemId: z.string(), paintName: z.string(), manufacturer: z.string().nullable(), pigmentCode: z.string() })
  .meta({ id: 'OwnedSamePigment' });
export type TOwnedSamePigment = z.infer<typeof ZOwnedSamePigment>;

/** POST /api/inventory: the item, and whether it was new or an existing one whose count rose. */
export const ZAddInventoryResult = z.object({ item: ZInventoryItem, added: z.boolean() }).meta({ id: 'AddInventoryResult' });
export type TAddInventoryResult = z.infer<typeof ZAddInventoryResult>;

/** POST /api/inventory/import: all rows, or none (then the bad rows say why). */
export const ZInventoryImportResult = z
  .object({ imported: z.number().int(), raised: z.number().int(), badRows: z.array(ZBadRow) })
  .meta({ id: 'InventoryImportResult' });
export type TInventoryImportResult = z.infer<typeof ZInventoryImportResult>;

/** POST /api/inventory/from-palette/{paletteId}: 'I own these' (owned) or 'Add the missing paints to my shopping list' (wish). */
export const ZFromPaletteRequest = z.strictObject({ as: z.enum(['owned', 'wish']) });
export const ZFromPaletteResult = z.object({ added: z.number().int(), alreadyHeld: z.number().int() }).meta({ id: 'FromPaletteResult' });

/** Why an item is on the shopping list. */
export const SHOPPING_REASONS = ['wish', 'low', 'empty'] as const;

export const ZShoppingListItem = ZInventoryItem.extend({
  reason: z.enum(SHOPPING_REASONS),
  /** Set when the person already owns a paint of this single pigment in the same medium. */
  ownedSamePigment: ZOwnedSamePigment.nullable(),
}).meta({ id: 'ShoppingListItem' });
export type TShoppingListItem = z.infer<typeof ZShoppingListItem>;

/** GET /api/shopping-list: the items grouped by maker ('Other' last for none), and the list's share link state. */
export const ZShoppingList = z
  .object({
    groups: z.array(z.object({ manufacturer: z.string().nullable(), items: z.array(ZShoppingListItem) })),
    /** The read-only link's token while sharing is on; null when off. */
    shareToken: z.string().nullable(),
  })
  .meta({ id: 'ShoppingList' });
export type TShoppingList = z.infer<typeof ZShoppingList>;

/** PUT /api/shopping-list/share: turn the read-only link on (a new token) or off (the old link dies). */
export const ZShoppingShareRequest = z.strictObject({ enabled: z.boolean() });
export const ZShoppingShareParam = z.object({ token: z.string().regex(/^[\w-]{43}$/, 'Not a shopping list link.') });

/** GET /api/palettes/{id}/ownership: which of the palette's colors the caller owns, and the count. */
export const ZPaletteOwnership = z
  .object({ ownedColorIds: z.array(z.string()), owned: z.number().int(), total: z.number().int() })
  .meta({ id: 'PaletteOwnership' });
export type TPaletteOwnership = z.infer<typeof ZPaletteOwnership>;
