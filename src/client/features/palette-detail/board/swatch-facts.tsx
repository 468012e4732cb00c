import { Fragment } from 'react';
import { WholeWords } from '#client/components/swatch-label.tsx';
import { pigmentFieldCodes } from '#common/pigment-codes.ts';
import type { TColor } from '#common/schemas/color.ts';

/** Codes as a chart lists them, 'PB29 · PV19', breaking only after a separator. */
function PigmentCodes({ field }: { field: string }) {
  const codes = pigmentFieldCodes(field);
  if (!codes) return <WholeWords text={field} />;
  return codes.map((code, index) => (
    <Fragment key={code}>
      {index > 0 ? ' ' : null}
      <span className="whitespace-nowrap">{index < codes.length - 1 ? `${code} ·` : code}</span>
    </Fragment>
  ));
}

/**
 * Under a grid swatch, its paint as painters say it (DESIGN.md): the name is on the swatch, then
 * come the manufacturer and the pigment codes in small monospace, as stored. Always four lines of
 * room, filled or not, so rows of paints have one height whatever each paint lists.
 */
export function SwatchFacts({ color }: { color: TColor }) {
  return (
    <div className="@container h-[4lh] overflow-hidden text-[0.6875rem] leading-tight">
      {color.manufacturer ? (
        <p className="line-clamp-2 text-ink-muted">
          <WholeWords text={color.manufacturer} />
        </p>
      ) : null}
      {color.pigmentCode ? (
        <p className="line-clamp-2 font-mono text-ink">
          <span className="sr-only">Pigments: </span>
          <PigmentCodes field={color.pigmentCode} />
        </p>
      ) : null}
    </div>
  );
}
