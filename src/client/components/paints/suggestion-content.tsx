import { lightfastnessText } from '#common/color/rating-origin.ts';
import type { TPaintSearchResult, TPigment } from '#common/schemas/paints.ts';

/**
 * A suggested paint as painters read one: its swatch, then name, manufacturer and series, then
 * its pigment codes in small monospace, then a catalogue paint's lightfastness and where it comes
 * from (issue 42: the maker's rating, or the pigment's). The painter's own colors say so.
 */
export function PaintSuggestion({ paint }: { paint: TPaintSearchResult }) {
  const maker = [paint.manufacturer, paint.seriesName].filter(Boolean).join(' · ');
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-9 shrink-0 rounded-md border border-black/15 dark:border-white/25"
        style={{ backgroundColor: paint.hexCode }}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">
          {paint.paintName}
          {paint.kind === 'color' ? (
            <span className="ml-2 rounded-full border border-line px-1.5 text-xs font-normal text-ink-muted">Your color</span>
          ) : null}
        </span>
        {maker ? <span className="block truncate text-sm text-ink-muted">{maker}</span> : null}
        {paint.pigmentCode ? (
          <span className="block truncate font-mono text-xs text-ink-muted">
            <span className="sr-only">Pigments: </span>
            {paint.pigmentCode}
          </span>
        ) : null}
        {paint.kind === 'catalogue' && paint.lightfastness ? (
          <span className="block truncate text-xs text-ink-muted">Lightfastness {lightfastnessText(paint)}</span>
        ) : null}
      </span>
    </div>
  );
}

/** A suggested pigment: its code, then its common name. */
export function PigmentSuggestion({ pigment }: { pigment: TPigment }) {
  return (
    <span className="flex items-baseline gap-3">
      <span className="w-16 shrink-0 font-mono text-sm text-ink">{pigment.code}</span>
      <span className="truncate text-sm text-ink-muted">{pigment.commonName}</span>
    </span>
  );
}
