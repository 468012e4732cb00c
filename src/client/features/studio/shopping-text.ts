import { buyLinkOf } from '#common/buy-links.ts';
import type { TShoppingList } from '#common/schemas/inventory.ts';
import { FORM_LABELS, REASON_LABELS, SHOPPING_TEXTS } from './studio-texts';

/**
 * The list as plain text, to paste into a note or a message: the makers as headings, each paint
 * with its pigments, form and why it is there, and its Buy link on the next line (the retailer's
 * search where no product is verified, with `associateTag`).
 */
export function shoppingListText(list: TShoppingList, title: string, associateTag: string | null): string {
  const groups = list.groups.map(({ manufacturer, items }) => {
    const lines = items.map((item) => {
      const facts = [item.pigmentCode, FORM_LABELS[item.form].toLowerCase(), REASON_LABELS[item.reason].toLowerCase()].filter(Boolean);
      const link = buyLinkOf({ ...item, affiliateLink: item.buyLink }, associateTag);
      return `- ${item.paintName} (${facts.join(', ')})${link ? `\n  ${link.href}` : ''}`;
    });
    return [manufacturer ?? SHOPPING_TEXTS.otherMaker, ...lines].join('\n');
  });
  return [title, ...groups].join('\n\n');
}
