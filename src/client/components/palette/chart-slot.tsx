import { useOwnsColor } from '#client/components/ownership/owned-colors.tsx';
import { OwnedMark } from '#client/components/ownership/owned-mark.tsx';
import { withOwned } from '#client/components/ownership/ownership-texts.ts';
import { SwatchLabel, useSwatchLabel } from '#client/components/swatch-label.tsx';
import { swatchInk } from '#client/lib/swatch-ink.ts';
import type { TColor } from '#common/schemas/color.ts';
import { spokenPaintName } from '#common/swatch-label.ts';
import { PaintFacts } from './paint-facts';
import { SwatchTooltip } from './swatch-tooltip';

/**
 * One paint on the screen's chart: the name on its swatch, a button that opens the color's
 * details, then its facts (PaintFacts). A signed-in viewer who owns the paint sees a tick on the
 * swatch's top corner (outside a three-line name's reach on a phone's small swatches), and hears
 * ', owned' after its name (issue 28). Its name begins with what it shows ('Quin. Gold, Quinacridone
 * Gold' where the label shortens it); after 1 s of hover or keyboard focus it shows its details.
 */
export function ChartSlot({ color, onOpen }: { color: TColor; onOpen: (color: TColor) => void }) {
  const owned = useOwnsColor(color.id);
  const label = useSwatchLabel(color.paintName);
  return (
    <li className="flex min-w-0 flex-col gap-1 text-xs">
      <SwatchTooltip paint={color}>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={withOwned(spokenPaintName(color.paintName, label.shown), owned)}
          onClick={() => onOpen(color)}
          // An inset ring is the paper edge that keeps a Chinese white visible on a white page.
          className="relative flex aspect-[4/3] min-h-10 cursor-pointer items-end rounded-md p-1 text-left ring-1 ring-black/15 transition-shadow ring-inset hover:ring-2 hover:ring-black/30 sm:min-h-14 sm:p-1.5 dark:ring-white/20 dark:hover:ring-white/40"
          style={{ backgroundColor: color.hexCode, color: swatchInk(color.hexCode) }}
        >
          <SwatchLabel text={label.shown} labelRef={label.ref} lines={3} />
          {owned ? <OwnedMark corner /> : null}
        </button>
      </SwatchTooltip>
      <PaintFacts color={color} />
    </li>
  );
}
