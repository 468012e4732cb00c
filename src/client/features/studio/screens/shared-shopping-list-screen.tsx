import { Link, useParams } from 'react-router';
import { LoadFailed } from '#client/components/full-page-status.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import { useSharedShoppingList } from '../api/get-shared-shopping-list';
import { ShoppingActions } from '../components/shopping-actions';
import { hasItems, ShoppingGroups } from '../components/shopping-groups';
import { ShoppingSkeleton } from '../components/shopping-skeleton';
import { SHOPPING_TEXTS } from '../studio-texts';

// A link that was turned off (404), or one cut short (its token malformed: 400), is a list not shared.
function isNotShared(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Issue 28's /shopping/{token}: someone's shopping list, read-only, for anyone holding the link (signed in or not). */
export function SharedShoppingListScreen() {
  const { token = '' } = useParams();
  const list = useSharedShoppingList(token);
  usePageTitle(list.data ? SHOPPING_TEXTS.sharedTitle : isNotShared(list.error) ? SHOPPING_TEXTS.notShared : null);

  if (isNotShared(list.error)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-ink">{SHOPPING_TEXTS.notShared}</h1>
        <p className="text-ink-muted">{SHOPPING_TEXTS.notSharedHint}</p>
        <Link to="/" className={buttonClasses('secondary')}>
          Go back home
        </Link>
      </section>
    );
  }
  return (
    <div data-printable-list className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{SHOPPING_TEXTS.sharedTitle}</h1>
          <p className="text-sm text-ink-muted print:hidden">{SHOPPING_TEXTS.sharedIntro}</p>
        </div>
        {list.data && hasItems(list.data) ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <ShoppingActions list={list.data} title={SHOPPING_TEXTS.sharedTitle} />
          </div>
        ) : null}
      </header>
      {list.data ? (
        hasItems(list.data) ? (
          <ShoppingGroups list={list.data} shared />
        ) : (
          <p className="rounded-xl border border-dashed border-line px-6 py-16 text-center text-sm text-ink-muted">
            {SHOPPING_TEXTS.empty}
          </p>
        )
      ) : list.isError ? (
        <LoadFailed reason={SHOPPING_TEXTS.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <ShoppingSkeleton />
      )}
    </div>
  );
}
