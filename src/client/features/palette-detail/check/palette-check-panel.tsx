import { useId, useMemo } from 'react';
import { usePigmentTable } from '#client/components/paints/api/get-pigment-table.ts';
import type { TPigmentTable } from '#common/color/paint-reading.ts';
import { checkPalette } from '#common/color/palette-check.ts';
import type { TColor } from '#common/schemas/color.ts';
import { CHECK_TEXTS, checkFindings } from './check-findings';

const NO_PIGMENTS: TPigmentTable = new Map();

/**
 * A short list of findings about the palette as a whole, worked out from its colors and what
 * painters know of their pigments (issue 25), each time: never stored.
 */
export function PaletteCheckPanel({ colors }: { colors: readonly TColor[] }) {
  const id = useId();
  const pigments = usePigmentTable();
  const table = pigments.data ?? NO_PIGMENTS;
  // Worked out once the pigments are known: until then the panel says it is loading.
  const findings = useMemo(
    () => (pigments.isPending ? [] : checkFindings(checkPalette(colors, table))),
    [colors, table, pigments.isPending],
  );
  if (colors.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 print:hidden">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {CHECK_TEXTS.heading}
      </h2>
      {pigments.isPending ? (
        <p className="text-sm text-ink-muted">{CHECK_TEXTS.loading}</p>
      ) : (
        <>
          {pigments.isError ? <p className="text-sm text-ink-muted">{CHECK_TEXTS.noPigmentList}</p> : null}
          {findings.length === 0 ? (
            <p className="text-sm text-ink-muted">{CHECK_TEXTS.allClear}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              {findings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
