import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '#client/components/full-page-status.tsx';
import { useInventory } from '#client/components/ownership/api/get-inventory.ts';
import { usePigmentTable } from '#client/components/paints/api/get-pigment-table.ts';
import { SignInToOpen } from '#client/components/sign-in-to-open.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { usePageTitle } from '#client/lib/config/use-page-title.ts';
import { toast } from '#client/lib/toast.ts';
import type { TPigmentTable } from '#common/color/paint-reading.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TInventoryItem, TUpdateInventoryItemRequest } from '#common/schemas/inventory.ts';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { INVENTORY_EXPORT_PATH } from '../api/import-inventory';
import { applyUpdate, useUpdateInventoryItem } from '../api/update-inventory-item';
import { AddPaintDialog } from '../components/add-paint-dialog';
import { EditItemDialog } from '../components/edit-item-dialog';
import { ImportInventoryButton } from '../components/import-inventory-button';
import { InventoryCard } from '../components/inventory-card';
import { StudioFilterBar } from '../components/studio-filter-bar';
import { StudioSkeleton } from '../components/studio-skeleton';
import { hueFamilyOf } from '../hue-family';
import {
  filterChoicesOf,
  hasFilters,
  matchesView,
  paramsOf,
  sortItems,
  type TFamilies,
  type TStudioView,
  viewOf,
  withoutFilters,
} from '../inventory-view';
import { STUDIO_TEXTS } from '../studio-texts';

const NO_PIGMENTS: TPigmentTable = new Map();
/**
 * Cards put on the page at a time: a studio of 2,000 paints drawn whole took 8 s to show on this
 * machine's desktop Chromium and 30 s at a phone's speed (87,000 elements); 48 fill one, two or
 * three columns evenly.
 */
const CARDS_AT_A_TIME = 48;

/** Issue 28's /studio: every paint the person owns or wants, to filter, sort, add, change and remove. */
export function StudioScreen() {
  const { sessionUser } = useAuth();
  usePageTitle(INVENTORY_TEXTS.studio);
  if (!sessionUser) {
    return <SignInToOpen reason={STUDIO_TEXTS.signInToOpen} />;
  }
  return <Studio />;
}

function Studio() {
  const inventory = useInventory();
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{INVENTORY_TEXTS.studio}</h1>
          <p className="text-sm text-ink-muted">{STUDIO_TEXTS.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/studio/shopping" className={buttonClasses('secondary')}>
            {INVENTORY_TEXTS.shoppingList}
          </Link>
          <ImportInventoryButton />
          {/* The server names the file; a download link needs no script. */}
          <a href={INVENTORY_EXPORT_PATH} download className={buttonClasses('secondary')}>
            {STUDIO_TEXTS.exportCsv}
          </a>
          <Button onClick={() => setAdding(true)}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {STUDIO_TEXTS.add}
          </Button>
        </div>
      </header>
      {inventory.data ? (
        <Inventory items={inventory.data} onAdd={() => setAdding(true)} />
      ) : inventory.isError ? (
        <LoadFailed reason={STUDIO_TEXTS.loadFailed} onRetry={() => void inventory.refetch()} />
      ) : (
        <StudioSkeleton />
      )}
      <AddPaintDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}

function Inventory({ items, onAdd }: { items: TInventoryItem[]; onAdd: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const view = useMemo(() => viewOf(new URLSearchParams(query)), [query]);
  const table = usePigmentTable().data ?? NO_PIGMENTS;
  const [editing, setEditing] = useState<TInventoryItem | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate: update } = useUpdateInventoryItem();
  const { mutate: remove } = useDeleteInventoryItem();
  const confirm = useConfirm();

  // Each paint's family, read once for the list rather than at every change of the filters.
  const families: TFamilies = useMemo(() => new Map(items.map((item) => [item.id, hueFamilyOf(item, table)])), [items, table]);
  const choices = useMemo(() => filterChoicesOf(items, families), [items, families]);
  const shown = useMemo(
    () =>
      sortItems(
        items.filter((item) => matchesView(item, view, families)),
        view.sort,
      ),
    [items, view, families],
  );

  const showView = (next: TStudioView) => setSearchParams(paramsOf(next), { replace: true });

  // How many of the shown paints are on the page: the first CARDS_AT_A_TIME of each view, more on asking.
  const [onScreen, setOnScreen] = useState({ query, count: CARDS_AT_A_TIME });
  const count = onScreen.query === query ? onScreen.count : CARDS_AT_A_TIME;
  const list = useRef<HTMLUListElement>(null);
  // The first card a 'Show more' put on the page takes the focus, so the keyboard goes on from there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li').item(firstNew.current)?.focus();
    firstNew.current = null;
  }, [count]);
  const showMore = () => {
    firstNew.current = count;
    setOnScreen({ query, count: count + CARDS_AT_A_TIME });
  };

  // The view and families a change reads when it is made, so that the handler below stays one.
  const shownBy = useRef({ view, families });
  useEffect(() => {
    shownBy.current = { view, families };
  }, [view, families]);

  // Stable, so that a card renders again only when its own item changes.
  const changeItem = useCallback(
    (item: TInventoryItem, changes: TUpdateInventoryItemRequest) => {
      // A card the change takes out of the filtered view (a low paint made full under ?level=low)
      // leaves with the control that had the focus: the list's heading takes it.
      if (!matchesView(applyUpdate(item, changes), shownBy.current.view, shownBy.current.families)) heading.current?.focus();
      update(
        { id: item.id, update: changes },
        { onError: (error) => toast(withServerReason(STUDIO_TEXTS.saveFailed, error), 'destructive') },
      );
    },
    [update],
  );
  const removeItem = useCallback(
    async (item: TInventoryItem) => {
      if (!(await confirm({ question: STUDIO_TEXTS.deleteQuestion(item.paintName), confirmLabel: 'Remove', destructive: true }))) return;
      remove(item.id, {
        onSuccess: () => {
          toast(STUDIO_TEXTS.deleted);
          // The card (and its Remove button) is gone: the list's heading takes the focus.
          heading.current?.focus();
        },
        onError: (error) => toast(withServerReason(STUDIO_TEXTS.deleteFailed, error), 'destructive'),
      });
    },
    [confirm, remove],
  );
  const askToRemove = useCallback((item: TInventoryItem) => void removeItem(item), [removeItem]);

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-16 text-center">
        <h2 className="text-lg font-semibold text-ink">{STUDIO_TEXTS.empty}</h2>
        <p className="max-w-prose text-sm text-ink-muted">{STUDIO_TEXTS.emptyHint}</p>
        <Button onClick={onAdd}>{STUDIO_TEXTS.add}</Button>
      </div>
    );
  }
  const filtered = hasFilters(view);
  const clearFilters = () => showView(withoutFilters(view));
  return (
    <>
      <StudioFilterBar view={view} onChange={(change) => showView({ ...view, ...change })} choices={choices} />
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="rounded-md text-lg font-semibold text-ink">
            {STUDIO_TEXTS.paintsHeading}
          </h2>
          {/* A live region: the new count is read out as the filters change. */}
          <p role="status" className="text-sm text-ink-muted tabular-nums">
            {STUDIO_TEXTS.shown(shown.length, items.length)}
          </p>
          {filtered ? (
            <Button variant="secondary" className="ml-auto" onClick={clearFilters}>
              {STUDIO_TEXTS.clearFilters}
            </Button>
          ) : null}
        </div>
        {shown.length > 0 ? (
          <>
            <ul ref={list} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {shown.slice(0, count).map((item) => (
                <InventoryCard key={item.id} item={item} onChange={changeItem} onEdit={setEditing} onRemove={askToRemove} />
              ))}
            </ul>
            {shown.length > count ? (
              <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 pt-2">
                <p className="text-sm text-ink-muted tabular-nums">{STUDIO_TEXTS.onScreen(count, shown.length)}</p>
                <Button variant="secondary" onClick={showMore}>
                  {STUDIO_TEXTS.showMore(Math.min(CARDS_AT_A_TIME, shown.length - count))}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-sm text-ink-muted">
            {STUDIO_TEXTS.noMatch}
          </p>
        )}
      </section>
      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
    </>
  );
}
