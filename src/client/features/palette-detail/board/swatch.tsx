import { useDraggable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';
import { useOwnsColor } from '#client/components/ownership/owned-colors.tsx';
import { OwnedMark } from '#client/components/ownership/owned-mark.tsx';
import { withOwned } from '#client/components/ownership/ownership-texts.ts';
import { SwatchTooltip } from '#client/components/palette/swatch-tooltip.tsx';
import { SwatchLabel, type TSwatchLabel, useSwatchLabel, WorkingAreaLabel } from '#client/components/swatch-label.tsx';
import { INK_THRESHOLD, swatchInk } from '#client/lib/swatch-ink.ts';
import { lightnessText, valueGrey } from '#common/color/color-values.ts';
import type { TColor } from '#common/schemas/color.ts';
import { spokenPaintName, workingAreaLabel } from '#common/swatch-label.ts';
import { useBoard } from './board-context';
import { describePlace, type TPlace } from './places';

interface SwatchFaceProps {
  color: TColor;
  area: TPlace['area'];
  /** The grid label's form, measured on this face (useSwatchLabel). */
  label: TSwatchLabel;
  /** Drawn as the swatch in the hand while dragging. */
  lifted?: boolean;
}

/** What the face shows of the paint's name: none in a working-area cell in values, which shows its L* alone. */
function shownName(color: TColor, area: TPlace['area'], values: boolean, label: TSwatchLabel): string | null {
  if (area === 'grid') return label.shown;
  return values ? null : workingAreaLabel(color.paintName);
}

/**
 * The paint itself, filling its slot, with its name on it. A border of the paper's edge keeps a
 * Chinese white visible on a white page; the swatch colors never follow the dark scheme.
 */
export function SwatchFace({ color, area, label, lifted = false }: SwatchFaceProps) {
  const { values } = useBoard();
  const background = values ? valueGrey(color.hexCode) : color.hexCode;
  return (
    <div
      className={clsx(
        'flex size-full overflow-hidden rounded-md border border-black/15 dark:border-white/25',
        // A working-area cell is small on every screen: its label keeps as much of it as it can.
        area === 'working' ? 'p-0.5 sm:p-1' : 'p-1 sm:p-1.5',
        values ? 'flex-col justify-between' : 'items-end',
        lifted && 'shadow-lg motion-safe:scale-105',
      )}
      style={{
        backgroundColor: background,
        color: swatchInk(background, area === 'working' ? INK_THRESHOLD.workingArea : INK_THRESHOLD.grid),
      }}
    >
      {values ? <ValueLabel color={color} area={area} /> : null}
      {/* Keeps the number and the name two words for what reads the text (a flex box draws no space). */}
      {values && area === 'grid' ? ' ' : null}
      {/* Working-area cells are small on every screen; their labels are short (spec §2). */}
      {values && area === 'working' ? null : area === 'grid' ? (
        <SwatchLabel text={label.shown} labelRef={label.ref} lines={values ? 2 : 3} />
      ) : (
        <WorkingAreaLabel paintName={color.paintName} />
      )}
    </div>
  );
}

/** The swatch in the hand while dragging, its label measured on itself. */
export function LiftedSwatchFace({ color, area }: { color: TColor; area: TPlace['area'] }) {
  return <SwatchFace color={color} area={area} label={useSwatchLabel(color.paintName)} lifted />;
}

/** In values: the L* number, top left of a grid swatch, alone in a small working-area cell. */
function ValueLabel({ color, area }: { color: TColor; area: TPlace['area'] }) {
  return (
    <span className={clsx('font-mono leading-none font-semibold', area === 'grid' ? 'self-start text-xs' : 'm-auto text-[10px]')}>
      {lightnessText(color.hexCode)}
    </span>
  );
}

/**
 * A swatch in its slot: click or Enter opens its details; when the palette is editable, Space (or
 * a drag with mouse or finger) picks it up. It is a focusable element rather than a <button>, whose
 * native Space click would open the details as the swatch is dropped. A paint the viewer owns has
 * a tick (issue 28), here rather than on the face, whose clipping would cut a working-area cell's
 * tick, which straddles the cell's corner. After 1 s of hover or keyboard focus it shows its color
 * details (SwatchTooltip), never during a drag.
 *
 * Its accessible name begins with what it shows (WCAG 2.5.3): in values its L* first, then the
 * paint ('Quin. Rose, Quinacridone Rose' where the label shortens it), its place, and ', owned'.
 */
export function Swatch({ color, place }: { color: TColor; place: TPlace }) {
  const { editable, values, dragging, openColor } = useBoard();
  const owned = useOwnsColor(color.id);
  const label = useSwatchLabel(color.paintName);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: color.id, disabled: !editable });
  const shown = shownName(color, place.area, values, label);
  const paint = shown === null ? color.paintName : spokenPaintName(color.paintName, shown);
  const name = [values ? lightnessText(color.hexCode) : null, paint, describePlace(place)].filter((part) => part !== null).join(', ');

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    listeners?.onKeyDown?.(event);
    // During a keyboard drag Enter drops the swatch; the sensor sees that key after this handler.
    if (event.defaultPrevented || isDragging) return;
    if (event.key === 'Enter' || (!editable && event.key === ' ')) {
      event.preventDefault();
      openColor(color);
    }
  }

  return (
    // The drag's attributes go to the tooltip's trigger, which adds its description to theirs.
    <SwatchTooltip paint={color} disabled={dragging} {...(editable ? attributes : { role: 'button', tabIndex: 0 })}>
      <div
        ref={setNodeRef}
        {...(editable ? listeners : {})}
        aria-label={withOwned(name, owned)}
        onClick={() => openColor(color)}
        onKeyDown={onKeyDown}
        className={clsx(
          // No outline reset here: Tailwind's outline-none also sets the style the focus ring uses to none.
          'relative size-full cursor-pointer touch-manipulation rounded-md select-none',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
          editable && 'cursor-grab active:cursor-grabbing',
          isDragging && 'opacity-40',
        )}
      >
        <SwatchFace color={color} area={place.area} label={label} />
        {owned ? <OwnedMark corner={place.area === 'working'} /> : null}
      </div>
    </SwatchTooltip>
  );
}
