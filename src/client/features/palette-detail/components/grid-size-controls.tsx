import { type KeyboardEvent, useId, useState } from 'react';
import { LIMITS } from '#common/constants.ts';

const { min, max } = LIMITS.detailGrid;
const clamp = (size: number) => Math.min(max, Math.max(min, size));

/**
 * Spec §8: a typed size is clamped to 1-12 (a fraction to its whole part), and what is not a number
 * becomes 1. A smaller grid that would send colors to the working area still asks first, so 'abc'
 * never moves a color unasked. An emptied field names no size: it shows the current one again.
 */
function clampGridSize(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  const size = Number(typed);
  return Number.isFinite(size) ? clamp(Math.trunc(size)) : min;
}

interface GridSizeControlsProps {
  rows: number;
  columns: number;
  onChange: (size: { rows: number } | { columns: number }) => void;
}

/** The grid's 'Rows' and 'Columns' steppers; the caller saves each change (asking first if colors would move). */
export function GridSizeControls({ rows, columns, onChange }: GridSizeControlsProps) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      <Stepper label="Rows" value={rows} onCommit={(value) => onChange({ rows: value })} />
      <Stepper label="Columns" value={columns} onCommit={(value) => onChange({ columns: value })} />
    </div>
  );
}

interface StepperProps {
  label: string;
  value: number;
  onCommit: (value: number) => void;
}

/**
 * − and + save at once. Typing (or the arrow keys) is kept as a draft until Enter or leaving the
 * field, then saved clamped: saving each keystroke of '12' would first shrink the grid to 1.
 * Escape drops the draft. A save that fails puts the size back (useUpdatePaletteDetail).
 */
function Stepper({ label, value, onCommit }: StepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    setDraft(null);
    if (next !== value) onCommit(next);
  }

  function commitDraft() {
    if (draft !== null) commit(clampGridSize(draft) ?? value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Not passed on: the confirmation this may open takes focus, and its button would get the Enter.
      event.preventDefault();
      commitDraft();
    }
    if (event.key === 'Escape') setDraft(null);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = clampGridSize(draft ?? String(value)) ?? value;
      setDraft(String(clamp(typed + (event.key === 'ArrowUp' ? 1 : -1))));
    }
  }

  const buttonClasses =
    'inline-flex size-11 items-center justify-center text-lg text-ink hover:bg-paper disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="min-w-16 text-sm font-medium text-ink sm:min-w-0">
        {label}
      </label>
      <div className="flex items-center overflow-hidden rounded-md border border-line bg-surface">
        <button
          type="button"
          aria-label={`Fewer ${label.toLowerCase()}`}
          disabled={value <= min}
          onClick={() => commit(value - 1)}
          className={buttonClasses}
        >
          −
        </button>
        <input
          id={id}
          // A text field in a spinbutton's role: a number input hands over '' for 'abc', which must become 1.
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          className="h-11 w-12 border-x border-line bg-surface text-center text-base text-ink"
        />
        <button
          type="button"
          aria-label={`More ${label.toLowerCase()}`}
          disabled={value >= max}
          onClick={() => commit(value + 1)}
          className={buttonClasses}
        >
          +
        </button>
      </div>
    </div>
  );
}
