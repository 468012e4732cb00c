import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useState } from 'react';
import { LIMITS } from '../../../../common/constants';
import { FieldError } from '../../../components/ui/field-error';
import { DETAIL_TEXTS } from '../palette-detail-texts';

const { min, max } = LIMITS.detailGrid;

/**
 * A typed size counts only as a whole number from 1 to 12. Anything else is refused in the field:
 * turning 'abc' or '0' into 1 and saving it would shrink the grid nobody asked to shrink.
 */
function parseGridSize(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const size = Number(text);
  return size >= min && size <= max ? size : null;
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
 * field: saving each keystroke of '12' would first shrink the grid to 1. Escape drops the draft.
 */
function Stepper({ label, value, onCommit }: StepperProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  function commit(next: number) {
    setDraft(null);
    setInvalid(false);
    if (next !== value) onCommit(next);
  }

  function commitDraft() {
    if (draft === null) return;
    const next = parseGridSize(draft);
    if (next === null) setInvalid(true);
    else commit(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Not passed on: the confirmation this may open takes focus, and its button would get the Enter.
      event.preventDefault();
      commitDraft();
    }
    if (event.key === 'Escape') {
      setDraft(null);
      setInvalid(false);
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = parseGridSize(draft ?? String(value)) ?? value;
      setDraft(String(Math.min(max, Math.max(min, typed + (event.key === 'ArrowUp' ? 1 : -1)))));
      setInvalid(false);
    }
  }

  const buttonClasses =
    'inline-flex size-11 items-center justify-center text-lg text-ink hover:bg-paper disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="space-y-1">
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
            // A text field in a spinbutton's role: a number input would drop 'abc' silently instead of saying why.
            type="text"
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            value={draft ?? String(value)}
            onChange={(event) => {
              setDraft(event.target.value);
              setInvalid(false);
            }}
            onBlur={commitDraft}
            onKeyDown={onKeyDown}
            className={clsx(
              'h-11 w-12 border-x border-line bg-surface text-center text-base text-ink',
              invalid && 'outline-2 -outline-offset-2 outline-danger',
            )}
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
      <FieldError id={errorId} message={invalid ? DETAIL_TEXTS.gridSizeInvalid : undefined} />
    </div>
  );
}
