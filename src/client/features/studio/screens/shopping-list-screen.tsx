import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '#client/components/full-page-status.tsx';
import { SignInToOpen } from '#client/components/sign-in-to-open.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import { toast } from '#client/lib/toast.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TShoppingListItem } from '#common/schemas/inventory.ts';
import { useShoppingList } from '../api/get-shopping-list';
import { useMarkBought } from '../api/update-inventory-item';
import { ShareListDialog } from '../components/share-list-dialog';
import { ShoppingActions } from '../components/shopping-actions';
import { hasItems, ShoppingGroups } from '../components/shopping-groups';
import { ShoppingSkeleton } from '../components/shopping-skeleton';
import { SHOPPING_TEXTS, STUDIO_TEXTS } from '../studio-texts';

/** Issue 28's /studio/shopping: what to buy, by maker, with Buy links; Bought, Print, Copy as text and Share. */
export function ShoppingListScreen() {
  const { sessionUser } = useAuth();
  usePageTitle(INVENTORY_TEXTS.shoppingList);
  if (!sessionUser) {
    return <SignInToOpen reason={STUDIO_TEXTS.signInToOpen} />;
  }
  return <ShoppingList />;
}

function ShoppingList() {
  const list = useShoppingList();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sharing, setSharing] = useState(false);
  const bought = useMarkBought();

  function markBought(item: TShoppingListItem) {
    bought.mutate(item, {
      onSuccess: () => {
        toast(SHOPPING_TEXTS.boughtDone(item.paintName));
        // The item (and its button) left the list: the page's heading takes the focus.
        heading.current?.focus();
      },
      onError: (error) => toast(withServerReason(SHOPPING_TEXTS.boughtFailed, error), 'destructive'),
    });
  }

  return (
    <div data-printable-list className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <Link to="/studio" className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm text-ink-muted hover:text-ink print:hidden">
        <span aria-hidden="true">←</span> {SHOPPING_TEXTS.backToStudio}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="rounded-md text-2xl font-semibold tracking-tight text-ink">
          {INVENTORY_TEXTS.shoppingList}
        </h1>
        {list.data ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            {hasItems(list.data) ? <ShoppingActions list={list.data} title={INVENTORY_TEXTS.shoppingList} /> : null}
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setSharing(true)}>
              {SHOPPING_TEXTS.share}
            </Button>
          </div>
        ) : null}
      </header>
      {list.data ? (
        hasItems(list.data) ? (
          <ShoppingGroups list={list.data} shared={false} onBought={markBought} buyingId={bought.isPending ? bought.variables.id : null} />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-16 text-center">
            <h2 className="text-lg font-semibold text-ink">{SHOPPING_TEXTS.empty}</h2>
            <p className="max-w-prose text-sm text-ink-muted">{SHOPPING_TEXTS.emptyHint}</p>
          </div>
        )
      ) : list.isError ? (
        <LoadFailed reason={SHOPPING_TEXTS.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <ShoppingSkeleton />
      )}
      <ShareListDialog open={sharing} onOpenChange={setSharing} shareToken={list.data?.shareToken ?? null} />
    </div>
  );
}
