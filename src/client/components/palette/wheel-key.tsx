import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';
import { pigmentCodesOf } from './chart-facts';
import { hueName } from './hue-gap';
import { PALETTE_VIEW_TEXTS } from './palette-view-texts';
import type { TWheelMark } from './wheel-marks';

/** A color's number as the wheel shows it, beside its swatch. */
function NumberAndSwatch({ mark, chosen = false, paper = false }: { mark: TWheelMark; chosen?: boolean; paper?: boolean }) {
  return (
    <>
      <span
        className={clsx(
          'inline-flex shrink-0 items-center justify-center rounded-full border font-medium tabular-nums',
          paper ? 'size-[4.2mm] border-neutral-600 text-[7pt]' : 'size-7 text-xs',
          !paper && (chosen ? 'border-ink bg-ink text-surface' : 'border-ink-muted bg-surface text-ink'),
        )}
      >
        {mark.number}
      </span>
      <span
        aria-hidden="true"
        className={clsx('shrink-0 rounded-sm border', paper ? 'size-[3.2mm] border-neutral-400' : 'size-5 border-ink/25')}
        style={{ backgroundColor: mark.color.hexCode }}
      />
    </>
  );
}

/** Where a color sits, in words: its family of hue, or near-neutral. */
function placeText(mark: TWheelMark): string {
  return mark.hue === null ? 'near-neutral, in the middle' : `${hueName(mark.hue)}, chroma ${Math.round(mark.chroma)}`;
}

interface WheelKeyProps {
  marks: readonly TWheelMark[];
  chosen: TWheelMark | null;
  onChoose: (mark: TWheelMark) => void;
}

/**
 * The numbers' key on screen: one radio per color, in the wheel's order, so a keyboard or screen
 * reader reaches every name (Tab into the list, arrows round it), and choosing one marks its dot.
 * Each row is a 44 px touch target.
 */
export function WheelKey({ marks, chosen, onChoose }: WheelKeyProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, (index: number) => number> = {
      ArrowDown: (index) => index + 1,
      ArrowRight: (index) => index + 1,
      ArrowUp: (index) => index - 1,
      ArrowLeft: (index) => index - 1,
      Home: () => 0,
      End: () => marks.length - 1,
    };
    const step = steps[event.key];
    const from = marks.findIndex((mark) => String(mark.number) === (event.target as HTMLElement).dataset.number);
    if (!step || from < 0) return;
    event.preventDefault();
    const mark = marks[(step(from) + marks.length) % marks.length];
    if (!mark) return;
    onChoose(mark);
    event.currentTarget.querySelector<HTMLElement>(`[data-number="${mark.number}"]`)?.focus();
  }
  const tabbable = chosen ?? marks[0];
  return (
    <div role="radiogroup" aria-label={PALETTE_VIEW_TEXTS.wheelKey} onKeyDown={onKeyDown} className="columns-1 gap-x-3 sm:columns-2">
      {marks.map((mark) => {
        const checked = mark === chosen;
        const codes = pigmentCodesOf(mark.color.pigmentCode);
        return (
          <button
            key={mark.color.id}
            type="button"
            role="radio"
            aria-checked={checked}
            // What it shows, in its order and words (label in name): the number, the name, the codes.
            aria-label={[`${mark.number} ${mark.color.paintName}`, ...(codes.length > 0 ? [codes.join(' · ')] : [])].join(', ')}
            tabIndex={mark === tabbable ? 0 : -1}
            data-number={mark.number}
            onClick={() => onChoose(mark)}
            className={clsx(
              'mb-1 flex min-h-11 w-full break-inside-avoid items-center gap-2 rounded-md border px-2 py-1 text-left text-sm',
              checked ? 'border-ink-muted bg-line text-ink' : 'border-transparent text-ink hover:bg-paper',
            )}
          >
            <NumberAndSwatch mark={mark} chosen={checked} />
            {/* The spaces keep number, name and codes apart for what reads the text (a flex box draws none). */}{' '}
            <span className="min-w-0 break-words">{mark.color.paintName}</span>
            {codes.length > 0 ? (
              <>
                {' '}
                <span className="ml-auto shrink-0 font-mono text-[0.6875rem] text-ink-muted">{codes.join(' · ')}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The key on paper: numbers, swatches, names and pigments, in columns. */
export function PaperWheelKey({ marks }: { marks: readonly TWheelMark[] }) {
  return (
    <ol aria-label={PALETTE_VIEW_TEXTS.wheelKey} className="columns-3 gap-x-[4mm] text-[7.5pt] leading-tight">
      {marks.map((mark) => {
        const codes = pigmentCodesOf(mark.color.pigmentCode);
        return (
          <li key={mark.color.id} className="mb-[1mm] flex break-inside-avoid items-center gap-[1.2mm]">
            <NumberAndSwatch mark={mark} paper />
            <span className="min-w-0 break-words">
              <span>{mark.color.paintName}</span>
              {codes.length > 0 ? <span className="font-mono text-neutral-700"> {codes.join(' · ')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Under the wheel on screen: the paint of the dot or number last picked, where it sits, and any
 * other paint on the same spot; until then, how to pick one. A status, so a screen reader also
 * hears where a paint chosen in the key sits.
 */
export function WheelChoice({ chosen, sameSpot }: { chosen: TWheelMark | null; sameSpot: readonly TWheelMark[] }) {
  const facts = chosen && [chosen.color.manufacturer, pigmentCodesOf(chosen.color.pigmentCode).join(' · ')].filter(Boolean).join(' · ');
  // One element throughout, so that a screen reader follows its changes.
  return (
    <div role="status" className="flex min-h-14 items-start gap-2 text-sm">
      {chosen ? (
        <>
          <NumberAndSwatch mark={chosen} chosen />
          <p className="min-w-0">
            <span className="font-medium text-ink">{chosen.color.paintName}</span>
            {facts ? <span className="text-ink-muted"> · {facts}</span> : null}
            <br />
            <span className="text-ink-muted">
              {placeText(chosen)}
              {sameSpot.length > 0
                ? `; on the same spot: ${sameSpot.map((mark) => `${mark.number} ${mark.color.paintName}`).join(', ')}`
                : ''}
            </span>
          </p>
        </>
      ) : (
        <p className="self-center text-ink-muted">{PALETTE_VIEW_TEXTS.wheelHint}</p>
      )}
    </div>
  );
}
