import type { ReactNode } from 'react';
import { BuyLink, useBuyLink } from '#client/components/buy-link.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { pigmentCodesOf, ratingBadgesOf } from './chart-facts';
import { ColorAlternatives } from './color-alternatives';

interface ColorDetailsDialogProps {
  /** The color shown; null keeps the dialog closed. */
  color: TColor | null;
  onOpenChange: (open: boolean) => void;
  /** Shown after the facts, e.g. the owner's tags of the color. */
  children?: ReactNode;
  /** Beside the Buy link, e.g. the editor's Edit and Remove. */
  actions?: ReactNode;
  /** Where focus goes as it closes, when not back to what opened it (see DialogContent). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Read through the palette's share link (its alternatives too). */
  share?: boolean;
}

/**
 * A color's details as anyone who sees the palette may read them (spec §2's color details modal);
 * the palette detail screen adds its tags and editing actions.
 */
export function ColorDetailsDialog({ color, onOpenChange, children, actions, onCloseAutoFocus, share = false }: ColorDetailsDialogProps) {
  return (
    <Dialog open={color !== null} onOpenChange={onOpenChange}>
      {color ? (
        <DialogContent title={color.paintName} description={color.manufacturer ?? undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <ColorDetails color={color} actions={actions} share={share}>
            {children}
          </ColorDetails>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The paint the way painters say it (DESIGN.md): the name (the dialog's title), the manufacturer
 * under it, the pigment codes in small monospace, the ratings as short badges, then the rest.
 */
function ColorDetails({ color, children, actions, share }: { color: TColor; children?: ReactNode; actions?: ReactNode; share: boolean }) {
  const codes = pigmentCodesOf(color.pigmentCode);
  const ratings = ratingBadgesOf(color);
  const buyLink = useBuyLink(color);
  const facts: Array<[string, ReactNode]> = [
    ['Series', color.seriesName],
    ['Medium', color.medium],
    ['Hex', <span className="font-mono">{color.hexCode}</span>],
  ];
  return (
    <div className="space-y-5">
      <div
        aria-hidden="true"
        // The inset ring is the paper edge that keeps a Chinese white visible on a white dialog.
        className="h-28 rounded-lg ring-1 ring-black/15 ring-inset dark:ring-white/20"
        style={{ backgroundColor: color.hexCode }}
      />
      {codes.length > 0 || ratings.length > 0 ? (
        <div className="space-y-2">
          {codes.length > 0 ? (
            <p className="font-mono text-sm">
              <span className="sr-only">Pigments: </span>
              {codes.join(' · ')}
            </p>
          ) : null}
          {ratings.length > 0 ? (
            <ul aria-label="Ratings" className="flex flex-wrap gap-1.5">
              {ratings.map(({ label, value }) => (
                <li key={label} className="rounded border border-line bg-paper px-2 py-0.5 text-xs text-ink">
                  <span className="text-ink-muted">{label}</span> {value}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {color.personalNotes ? (
        <section className="space-y-1">
          <h3 className="text-sm font-medium">Personal notes</h3>
          <p className="text-sm break-words whitespace-pre-wrap text-ink">{color.personalNotes}</p>
        </section>
      ) : null}
      <ColorAlternatives colorId={color.id} share={share} />
      {children}
      {buyLink || actions ? (
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <BuyLink paint={color} className="sm:mr-auto" />
          {actions}
        </div>
      ) : null}
    </div>
  );
}
