import { type CSSProperties, createContext, useContext, useId } from 'react';
import { trackPaint } from '#client/lib/analytics.ts';
import { BUY_LINK_TEXTS, buyLinkOf, type TBuyable, type TBuyLink } from '#common/buy-links.ts';
import { TEXTS, TIMINGS } from '#common/constants.ts';
import { buttonClasses } from './ui/button';

/** The curated master whose palette (or a copy of it) the Buy links below are on: their clicks name it. */
export const BuyLinkMaster = createContext<string | null>(null);

/** The deployment's associate tag (public config), which the search links carry; without one there are none. */
export const BuyLinkTag = createContext<string | null>(null);

/** The paint's Buy link: its verified link, else a search at the retailer (issue 42), else none. */
export function useBuyLink(paint: TBuyable): TBuyLink | null {
  return buyLinkOf(paint, useContext(BuyLinkTag));
}

interface BuyLinkProps {
  /** The paint it buys, with its verified link if any: the spec's buy-click event names it. */
  paint: TBuyable;
  /** Words for screen readers after 'Buy' where the link stands among others ('Sap Green (opens in a new tab)'). */
  hiddenLabel?: string;
  /** Where the link sits in its row. */
  className?: string;
  /** The disclosure's edge lined up with the link's: its start, or its end for a link at the row's end (the tip stays on screen). */
  tipAlign?: 'start' | 'end';
}

/**
 * The retailer's page in a new tab, counted as the spec's buy click (its `kind` says whether a
 * product page or a search); nothing for a paint without a Buy link. Resting on the link (hover or
 * keyboard focus) for the spec's tooltip delay (§9: 1 s) shows the affiliate disclosure next to it,
 * after a note that it is a search where it is one; screen readers hear it as the link's
 * description straight away. The label stays 'Buy' either way. The delay applies to showing only,
 * so leaving hides it at once. On a phone the tip opens below, where nothing else is: above it
 * would cover the actions.
 */
export function BuyLink({ paint, hiddenLabel, className, tipAlign = 'start' }: BuyLinkProps) {
  const tooltipId = useId();
  const masterId = useContext(BuyLinkMaster);
  const link = useBuyLink(paint);
  const delay = { '--tooltip-delay': `${TIMINGS.tooltipDelayMs}ms` } as CSSProperties;
  if (!link) return null;
  return (
    <span className={`group/buy relative flex flex-col ${className ?? ''}`} style={delay}>
      <a
        href={link.href}
        target="_blank"
        rel="noopener sponsored"
        aria-describedby={tooltipId}
        className={buttonClasses('secondary')}
        onClick={() => trackPaint('buy_click', { ...paint, masterId, kind: link.kind })}
      >
        Buy
        {hiddenLabel ? (
          <>
            {' '}
            <span className="sr-only">{hiddenLabel}</span>
          </>
        ) : null}
      </a>
      <span
        role="tooltip"
        id={tooltipId}
        className={`invisible absolute top-full ${tipAlign === 'start' ? 'left-0' : 'right-0'} z-10 mt-2 w-64 sm:top-auto sm:bottom-full sm:mt-0 sm:mb-2 rounded-md bg-ink px-3 py-2 text-xs text-surface shadow-lg transition-[visibility] group-focus-within/buy:visible group-focus-within/buy:delay-(--tooltip-delay) group-hover/buy:visible group-hover/buy:delay-(--tooltip-delay)`}
      >
        {link.kind === 'search' ? `${BUY_LINK_TEXTS.searchNote} ` : null}
        {TEXTS.disclosure}
      </span>
    </span>
  );
}
