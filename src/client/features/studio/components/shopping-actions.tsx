import { useContext } from 'react';
import { BuyLinkTag } from '#client/components/buy-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast.ts';
import type { TShoppingList } from '#common/schemas/inventory.ts';
import { shoppingListText } from '../shopping-text';
import { SHOPPING_TEXTS } from '../studio-texts';

/** Print (the page's print stylesheet leaves the list alone on the paper) and Copy as text. */
export function ShoppingActions({ list, title }: { list: TShoppingList; title: string }) {
  const associateTag = useContext(BuyLinkTag);
  async function copy() {
    try {
      await navigator.clipboard.writeText(shoppingListText(list, title, associateTag));
      toast(SHOPPING_TEXTS.copied);
    } catch {
      // No clipboard (an insecure page) or the browser refused.
      toast(SHOPPING_TEXTS.copyFailed, 'destructive');
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        {SHOPPING_TEXTS.print}
      </Button>
      <Button variant="secondary" onClick={() => void copy()}>
        {SHOPPING_TEXTS.copyText}
      </Button>
    </>
  );
}
