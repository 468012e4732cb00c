import { HUE_FAMILIES } from '#common/color/pigment-facts.ts';
import { INVENTORY_FORMS, INVENTORY_LEVELS, type ToastText } from '#common/constants.ts';
import { byMaker, paints } from '#common/inventory-texts.ts';
import type { TOwnedSamePigment } from '#common/schemas/inventory.ts';
import type { TSort } from './inventory-view';

// The studio's and the shopping list's own words (issue 28), beyond the shared INVENTORY_TEXTS.

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const labelsOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, capitalised(value)])) as Record<T, string>;

export const FORM_LABELS = labelsOf(INVENTORY_FORMS);
export const LEVEL_LABELS = labelsOf(INVENTORY_LEVELS);
export const HUE_LABELS = labelsOf(HUE_FAMILIES);
export const SORT_LABELS = { name: 'Name', maker: 'Maker', hue: 'Hue', value: 'Value, light to dark' } as const satisfies Record<
  TSort,
  string
>;

export const STUDIO_TEXTS = {
  intro: 'The paints you own and the ones you want.',
  add: 'Add paint',
  addTitle: 'Add a paint',
  addDescription: 'Type a name or a pigment code to pick a paint from the catalogue, or fill in a paint that is not there.',
  addConfirm: 'Add to studio',
  editTitle: (name: string) => `Edit ${name}`,
  added: (name: string): ToastText => ({ title: 'Paint added', description: `${name} is in your studio.` }),
  raised: (name: string, count: number): ToastText => ({ title: 'Count raised', description: `You now hold ${count} of ${name}.` }),
  saved: { title: 'Paint updated' } satisfies ToastText,
  saveFailed: { title: 'Failed to save paint', description: 'Please try again.' } satisfies ToastText,
  duplicateQuestion: 'Add a second paint of this pigment?',
  addAnyway: 'Add anyway',
  deleteQuestion: (name: string) => `Remove ${name} from your studio? Its form, level, count and note go with it.`,
  deleted: { title: 'Paint removed' } satisfies ToastText,
  deleteFailed: { title: 'Failed to remove paint', description: 'Please try again.' } satisfies ToastText,
  loading: 'Loading your paints…',
  loadFailed: 'Your paints could not be loaded. Check your connection and try again.',
  empty: 'Your studio is empty',
  emptyHint: 'Add the paints you own or want: from the catalogue, by hand, or from a spreadsheet with Import CSV.',
  noMatch: 'No paint matches these filters.',
  clearFilters: 'Clear filters',
  paintsHeading: 'Your paints',
  shown: (shown: number, total: number) => (shown === total ? paints(total) : `${shown} of ${paints(total)}`),
  onScreen: (onScreen: number, shown: number) => `Showing ${onScreen} of ${shown}`,
  showMore: (more: number) => `Show ${more} more ${more === 1 ? 'paint' : 'paints'}`,
  signInToOpen: 'Sign in to keep track of the paints you own.',
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  imported: (imported: number, raised: number): ToastText => ({
    title: 'Import finished',
    description: `${paints(imported)} added${raised > 0 ? `, ${paints(raised)} counted again` : ''}.`,
  }),
  importFailed: { title: 'Import failed', description: 'Please try again.' } satisfies ToastText,
  importRefused: (fileName: string) => `Nothing was imported from ${fileName}`,
  importRefusedIntro: 'These rows could not be read. Fix them in the file and import it again: every row is added, or none.',
  levelOf: (name: string) => `Level of ${name}`,
  countOf: (name: string) => `Count of ${name}`,
  oneMore: (name: string) => `One more ${name}`,
  oneFewer: (name: string) => `One fewer ${name}`,
  wishlist: 'Wishlist',
} as const;

/** Why an item is on the shopping list. */
export const REASON_LABELS = { wish: 'Wishlist', low: 'Running low', empty: 'Used up' } as const;

export const SHOPPING_TEXTS = {
  backToStudio: 'Studio',
  loading: 'Loading the shopping list…',
  loadFailed: 'The shopping list could not be loaded. Check your connection and try again.',
  empty: 'Nothing to buy',
  emptyHint: 'Paints on your wishlist, and paints running low or used up, show here.',
  otherMaker: 'Other',
  alreadyOwn: ({ paintName, manufacturer }: TOwnedSamePigment) => `You own ${paintName}${byMaker(manufacturer)} already`,
  alreadyOwned: ({ paintName, manufacturer }: TOwnedSamePigment) => `Same pigment as ${paintName}${byMaker(manufacturer)}, owned already`,
  buy: 'Buy',
  newTab: '(opens in a new tab)',
  boughtDone: (name: string): ToastText => ({ title: 'Bought', description: `${name} is in your studio, full.` }),
  boughtFailed: { title: 'Failed to mark as bought', description: 'Please try again.' } satisfies ToastText,
  print: 'Print',
  copyText: 'Copy as text',
  copied: { title: 'List copied', description: 'Paste it wherever you keep your shopping.' } satisfies ToastText,
  copyFailed: { title: 'Failed to copy', description: 'Could not copy the list to the clipboard.' } satisfies ToastText,
  share: 'Share',
  shareTitle: 'Share shopping list',
  shareDescription: 'Anyone with the link can read the list, and no one can change it. Your notes stay private.',
  linkSharing: 'Link sharing',
  linkOn: 'Anyone with the link can see this list.',
  linkOff: 'Link sharing is off. The link says “This list is not shared” to everyone.',
  shareFailed: { title: 'Could not change link sharing', description: 'Please try again.' } satisfies ToastText,
  sharedTitle: 'Shopping list',
  sharedIntro: 'A painter’s list of paints to buy, shared by link.',
  notShared: 'This list is not shared',
  notSharedHint: 'Its owner has turned the link off, or the link is not complete.',
} as const;
