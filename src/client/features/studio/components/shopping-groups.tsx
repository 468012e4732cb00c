import { useId } from 'react';
import { BuyLink } from '#client/components/buy-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TShoppingList, TShoppingListItem } from '#common/schemas/inventory.ts';
import { FORM_LABELS, REASON_LABELS, SHOPPING_TEXTS } from '../studio-texts';

interface ShoppingGroupsProps {
  list: TShoppingList;
  /** Read through its share link: the words are about the list's owner, and nothing can be marked. */
  shared: boolean;
  /** 'Bought' on each item (the owner's list only). */
  onBought?: (item: TShoppingListItem) => void;
  /** The item whose 'Bought' is being saved. */
  buyingId?: string | null;
}

/** Whether the list holds anything to buy. */
export function hasItems(list: TShoppingList): boolean {
  return list.groups.some((group) => group.items.length > 0);
}

/** The list by maker, as a shop is walked: each paint with why it is wanted, a near-duplicate's warning and its Buy link. */
export function ShoppingGroups({ list, shared, onBought, buyingId = null }: ShoppingGroupsProps) {
  return (
    <div className="space-y-8">
      {list.groups.map((group) => (
        <ShoppingGroup
          key={group.manufacturer ?? ''}
          title={group.manufacturer ?? SHOPPING_TEXTS.otherMaker}
          items={group.items}
          shared={shared}
          onBought={onBought}
          buyingId={buyingId}
        />
      ))}
    </div>
  );
}

interface ShoppingGroupProps extends Omit<ShoppingGroupsProps, 'list'> {
  title: string;
  items: TShoppingListItem[];
}

function ShoppingGroup({ title, items, shared, onBought, buyingId }: ShoppingGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 break-inside-avoid-page">
      <h2 id={headingId} className="border-b border-line pb-1 text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <ShoppingItem key={item.id} item={item} shared={shared} onBought={onBought} buying={buyingId === item.id} />
        ))}
      </ul>
    </section>
  );
}

interface ShoppingItemProps {
  item: TShoppingListItem;
  shared: boolean;
  onBought: ((item: TShoppingListItem) => void) | undefined;
  buying: boolean;
}

function ShoppingItem({ item, shared, onBought, buying }: ShoppingItemProps) {
  const name = item.paintName;
  const sameAs = item.ownedSamePigment;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 break-inside-avoid">
      {/* On paper, a box to tick in the shop. */}
      <span aria-hidden="true" className="hidden size-4 shrink-0 border border-black print:inline-block" />
      <span
        aria-hidden="true"
        className="size-10 shrink-0 rounded-md ring-1 ring-black/15 ring-inset print:size-6 dark:ring-white/20"
        style={{ backgroundColor: item.hexCode }}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <h3 className="font-medium break-words text-ink">{name}</h3>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          {item.pigmentCode ? (
            <span className="font-mono text-ink">
              <span className="sr-only">Pigments: </span>
              {item.pigmentCode}
            </span>
          ) : null}
          <span>{FORM_LABELS[item.form]}</span>
          <span className="rounded border border-line px-1 text-ink">{REASON_LABELS[item.reason]}</span>
        </p>
        {sameAs ? (
          <p className="flex items-start gap-1 text-xs text-ink">
            <WarningIcon />
            {shared ? SHOPPING_TEXTS.alreadyOwned(sameAs) : SHOPPING_TEXTS.alreadyOwn(sameAs)}
          </p>
        ) : null}
        {item.note ? <p className="text-xs break-words whitespace-pre-line text-ink-muted">{item.note}</p> : null}
      </div>
      <div className="flex gap-2 print:hidden">
        <BuyLink paint={{ ...item, affiliateLink: item.buyLink }} hiddenLabel={`${name} ${SHOPPING_TEXTS.newTab}`} tipAlign="end" />
        {onBought ? (
          <Button variant="secondary" aria-label={`${INVENTORY_TEXTS.bought} ${name}`} disabled={buying} onClick={() => onBought(item)}>
            {INVENTORY_TEXTS.bought}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-px size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 3l10 18H2z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.5" strokeLinecap="round" />
    </svg>
  );
}
