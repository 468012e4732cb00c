import { clsx } from 'clsx';
import { Fragment } from 'react';
import { labelWords, type TLabelWord, workingAreaLabel } from '../lib/swatch-label';

// Each word is a box of its own, so a line breaks only between words and a word wider than its
// line ends in an ellipsis instead of breaking (lib/swatch-label.ts). Its display is given with
// each use: 'hidden' and 'inline-block' on one element would leave the winner to the stylesheet's order.
const WORD = 'max-w-full truncate align-top';

/**
 * A word painters shorten shows whole while its line is wide enough and short otherwise, never
 * both. The width is a container query in em, so it follows the text size; 7.75em holds
 * 'Quinacridone' in a wide sans-serif (it takes 7.5em in DejaVu Sans semibold).
 */
function Word({ word }: { word: TLabelWord }) {
  if (!word.short) return <span className={clsx(WORD, 'inline-block')}>{word.text}</span>;
  return (
    <>
      <span className={clsx(WORD, 'inline-block @max-[7.75em]:hidden')}>{word.text}</span>
      <span className={clsx(WORD, 'hidden @max-[7.75em]:inline-block')}>{word.short}</span>
    </>
  );
}

/** Text that wraps between words only. Its container must be a `@container` of the line's width. */
export function WholeWords({ text }: { text: string }) {
  return labelWords(text).map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <Word word={word} />
    </Fragment>
  ));
}

/** A paint's name on its swatch: at least 11 px at every size, on at most `lines` lines. */
export function SwatchLabel({ text, lines }: { text: string; lines: 2 | 3 }) {
  return (
    <span className="@container w-full text-[0.6875rem] leading-tight font-semibold sm:text-xs">
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
 * more letters to an ellipsis ('Hansa Yellow…' once read 'Han… Yell…'; 'Moonglow' reads 'Moong /
 * low' in a 54 px cell). The full name is the swatch's accessible name.
 */
export function WorkingAreaLabel({ paintName }: { paintName: string }) {
  return (
    <span aria-hidden="true" className="line-clamp-3 min-w-0 text-[0.6875rem] leading-none font-semibold wrap-anywhere">
      {workingAreaLabel(paintName)}
    </span>
  );
}
