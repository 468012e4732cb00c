import { useId } from 'react';
import { BuyLink } from '#client/components/buy-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { TAlternative, TCataloguePaint } from '#common/schemas/paints.ts';

/** A paint as its buttons name it: name, maker, and medium (a maker sells one name in several). */
function paintLabel(paint: TCataloguePaint): string {
  return `${paint.paintName} by ${paint.manufacturer}${paint.medium ? `, ${paint.medium.toLowerCase()}` : ''}`;
}

interface AlternativesSectionProps {
  /** The alternatives as their query holds them: still loading, failed, or found. */
  alternatives: { isPending: boolean; isError: boolean; data: TAlternative[] | undefined };
  /** Where a painter can take an alternative instead (the color form): each row offers it. */
  onUse?: (paint: TCataloguePaint) => void;
}

/**
 * Issue 15: the catalogue paints of other makers that can stand in for a color or paint, the same
 * pigments first (a "Same pigment" badge), then by color difference (CIEDE2000 ΔE, where under 2
 * is hard to tell apart), each with its swatch and its Buy link (the retailer's search where no
 * product is verified).
 */
export function AlternativesSection({ alternatives, onUse }: AlternativesSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium">
        Alternatives
      </h3>
      {alternatives.isPending ? <p className="text-sm text-ink-muted">Finding other makers’ paints…</p> : null}
      {alternatives.isError ? <p className="text-sm text-ink-muted">Alternatives could not be loaded.</p> : null}
      {alternatives.data?.length === 0 ? (
        <p className="text-sm text-ink-muted">No other maker’s paint in the catalogue comes near.</p>
      ) : null}
      {alternatives.data && alternatives.data.length > 0 ? (
        <ul className="space-y-1.5">
          {alternatives.data.map(({ paint, deltaE, samePigments, sameName }) => (
            <li key={paint.id} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded ring-1 ring-black/15 ring-inset dark:ring-white/20"
                style={{ backgroundColor: paint.hexCode }}
              />
              {/* Names wrap rather than cut: a painter reads the whole name (DESIGN.md). */}
              <span className="min-w-0 flex-1 break-words">
                <span className="block">{paint.paintName}</span>
                <span className="block text-xs text-ink-muted">
                  {paint.manufacturer}
                  {paint.pigmentCodes.length > 0 ? <span className="font-mono"> · {paint.pigmentCodes.join(' · ')}</span> : null}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-mono text-xs text-ink-muted" title="Color difference (CIEDE2000)">
                  ΔE {deltaE.toFixed(1)}
                </span>
                {samePigments || sameName ? (
                  <span className="rounded border border-line bg-paper px-1.5 py-0.5 text-xs text-ink">
                    {samePigments ? 'Same pigment' : 'Same name'}
                  </span>
                ) : null}
                <BuyLink paint={paint} hiddenLabel={paintLabel(paint)} tipAlign="end" />
              </span>
              {onUse ? (
                <Button variant="secondary" className="shrink-0 px-3" onClick={() => onUse(paint)} aria-label={`Use ${paintLabel(paint)}`}>
                  Use
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
