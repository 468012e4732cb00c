import { memo } from 'react';
import { PaintFacts } from '#client/components/palette/paint-facts.tsx';
import { SwatchLabel } from '#client/components/swatch-label.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { swatchInk } from '#client/lib/swatch-ink.ts';
import { INVENTORY_LEVELS, LIMITS } from '#common/constants.ts';
import type { TInventoryItem, TUpdateInventoryItemRequest } from '#common/schemas/inventory.ts';
import { oneOf } from '../inventory-view';
import { FORM_LABELS, LEVEL_LABELS, STUDIO_TEXTS } from '../studio-texts';
import { LevelGauge } from './level-gauge';

interface InventoryCardProps {
  item: TInventoryItem;
  /** A change made on the card (level, count): shown at once, sent, taken back if refused. */
  onChange: (item: TInventoryItem, changes: TUpdateInventoryItemRequest) => void;
  onEdit: (item: TInventoryItem) => void;
  onRemove: (item: TInventoryItem) => void;
}

const COUNT_BUTTON = 'w-11 px-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/**
 * One paint in the studio, as the palette page shows a paint (its swatch with the name on it, then
 * maker, pigments and ratings), and what the person holds of it: form, level and count (both
 * changed right here), the wishlist flag and the note; Edit opens all of them. A studio holds up
 * to 2,000 paints: a card renders again only when its own item changed (memo).
 */
export const InventoryCard = memo(function InventoryCard({ item, onChange, onEdit, onRemove }: InventoryCardProps) {
  const change = (changes: TUpdateInventoryItemRequest) => onChange(item, changes);
  const name = item.paintName;
  const atLeast = item.count <= 0;
  const atMost = item.count >= LIMITS.inventoryCountMax;
  return (
    // Focusable by script only: the first of the cards 'Show more' brings takes the focus.
    <li tabIndex={-1} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 outline-offset-2">
      {/*
        The paint across the card's width, its name on it whole (the heading's, read once). An inset
        ring keeps a Chinese white visible on a white card; the swatch never follows the dark scheme.
      */}
      <div
        aria-hidden="true"
        className="flex h-20 items-end rounded-md p-2 ring-1 ring-black/15 ring-inset dark:ring-white/20"
        style={{ backgroundColor: item.hexCode, color: swatchInk(item.hexCode) }}
      >
        <SwatchLabel text={name} lines={2} />
      </div>
      <div className="min-w-0 space-y-1 text-xs">
        <h3 className="sr-only">{name}</h3>
        <PaintFacts color={item} />
        <p className="text-ink">
          {FORM_LABELS[item.form]}
          {item.wish ? (
            <span className="ml-2 inline-flex items-center gap-1 rounded border border-line px-1">
              <StarIcon />
              {STUDIO_TEXTS.wishlist}
            </span>
          ) : null}
        </p>
        {item.note ? <p className="line-clamp-2 break-words whitespace-pre-line text-ink-muted">{item.note}</p> : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1.5">
          <LevelGauge level={item.level} />
          <Select
            aria-label={STUDIO_TEXTS.levelOf(name)}
            className="w-28"
            value={item.level}
            onChange={(event) => {
              const level = oneOf(INVENTORY_LEVELS, event.target.value);
              if (level) change({ level });
            }}
          >
            {INVENTORY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </Select>
        </div>
        <div role="group" aria-label={STUDIO_TEXTS.countOf(name)} className="flex items-center">
          {/* aria-disabled, not disabled, at either end: a disabled button would drop the focus it has. */}
          <Button
            variant="secondary"
            className={COUNT_BUTTON}
            aria-label={STUDIO_TEXTS.oneFewer(name)}
            aria-disabled={atLeast}
            onClick={() => {
              if (!atLeast) change({ count: item.count - 1 });
            }}
          >
            <span aria-hidden="true">−</span>
          </Button>
          <output aria-live="polite" className="min-w-9 text-center text-sm text-ink tabular-nums">
            {item.count}
          </output>
          <Button
            variant="secondary"
            className={COUNT_BUTTON}
            aria-label={STUDIO_TEXTS.oneMore(name)}
            aria-disabled={atMost}
            onClick={() => {
              if (!atMost) change({ count: item.count + 1 });
            }}
          >
            <span aria-hidden="true">+</span>
          </Button>
        </div>
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" aria-haspopup="dialog" aria-label={`Edit ${name}`} onClick={() => onEdit(item)}>
            Edit
          </Button>
          <Button variant="ghost" aria-label={`Remove ${name}`} onClick={() => onRemove(item)}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
});

function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3" fill="currentColor">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
