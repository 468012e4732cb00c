import { Fragment, type RefCallback, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { hasShortForms, labelWords, withShortForms, workingAreaLabel } from '#common/swatch-label.ts';

// Each word is a box of its own, so a line breaks only between words and a word wider than its
// line ends in an ellipsis instead of breaking.
const WORD = 'inline-block max-w-full truncate align-top';

/**
 * The room, in em of the label's text, that painters' long words need ('Quinacridone' takes 7.5em
 * in DejaVu Sans semibold): a narrower label takes their short forms. In em, so it follows the text size.
 */
const WHOLE_WORD_ROOM_EM = 7.75;

/** Text that wraps between words only. */
export function WholeWords({ text }: { text: string }) {
  return labelWords(text).map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className={WORD}>{word.text}</span>
    </Fragment>
  ));
}

export interface TSwatchLabel {
  /** Goes on the label's box (SwatchLabel's labelRef), whose width decides the form. */
  ref: RefCallback<HTMLElement>;
  /** The form of the name the label shows. */
  shown: string;
}

/**
 * Which form of a paint's name its swatch shows (spec §2): whole while the label has room for
 * painters' long words, else with their short forms ('Quin. Rose'). Measured rather than left to a
 * container query, so that the swatch's accessible name can begin with what it shows (WCAG 2.5.3).
 * Before it is measured (or where nothing is laid out) the name is whole.
 */
export function useSwatchLabel(paintName: string): TSwatchLabel {
  const [narrow, setNarrow] = useState(false);
  const ref = useCallback((box: HTMLElement | null) => {
    if (!box) return;
    return watchLabelWidth(box, setNarrow);
  }, []);
  return { ref, shown: narrow && hasShortForms(paintName) ? withShortForms(paintName) : paintName };
}

/**
 * One observer for every label on the page. The browser tells it each label's width once laid out
 * and before painting, all labels in one call: a palette's 48 labels are measured in one layout,
 * where measuring each as React attached it forced a layout per label (issue 43: 450 ms of a
 * phone's start). The new forms are drawn at once (flushSync), so no frame shows a name that the
 * label has no room for.
 */
const watchers = new Map<Element, (narrow: boolean) => void>();
let labels: ResizeObserver | null = null;

function watchLabelWidth(box: HTMLElement, onNarrow: (narrow: boolean) => void): () => void {
  labels ??= new ResizeObserver((entries) => {
    flushSync(() => {
      for (const entry of entries) {
        const em = Number.parseFloat(getComputedStyle(entry.target).fontSize);
        const width = entry.contentRect.width;
        watchers.get(entry.target)?.(width > 0 && width < WHOLE_WORD_ROOM_EM * em);
      }
    });
  });
  watchers.set(box, onNarrow);
  labels.observe(box);
  return () => {
    watchers.delete(box);
    labels?.unobserve(box);
  };
}

/**
 * A paint's name on its swatch (the form useSwatchLabel chose): at least 11 px at every size, on at
 * most `lines` lines. It takes its swatch's width: give it `labelRef` to measure.
 */
export function SwatchLabel({ text, lines, labelRef }: { text: string; lines: 2 | 3; labelRef?: RefCallback<HTMLElement> }) {
  return (
    <span ref={labelRef} className="block w-full text-[0.6875rem] leading-tight font-semibold sm:text-xs">
      <span className={lines === 3 ? 'line-clamp-3' : 'line-clamp-2'}>
        <WholeWords text={text} />
      </span>
    </span>
  );
}

/**
 * A working-area cell's name (spec §2): its 12-character form, on up to three lines at 11 px, set
 * solid so that three lines fit the smallest cell (44 px on a 320 px screen). The rule shortens it
 * once; it wraps between words, and only a word wider than the cell wraps inside rather than losing
 * more letters to an ellipsis ('Moonglow' reads 'Moong / low' in a 54 px cell). The swatch's
 * accessible name says it, then the full name where they differ (spokenPaintName).
 */
export function WorkingAreaLabel({ paintName }: { paintName: string }) {
  return (
    <span aria-hidden="true" className="line-clamp-3 min-w-0 text-[0.6875rem] leading-none font-semibold wrap-anywhere">
      {workingAreaLabel(paintName)}
    </span>
  );
}
