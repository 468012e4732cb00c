import { useId, useState } from 'react';
import { LIMITS } from '../../../../common/constants';

const { min, max } = LIMITS.detailGrid;

/** Spec §5: clamped to 1–12; anything that is not a number becomes 1. */
function clampGridSize(value: string | number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return min;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

interface GridSizeControlsProps {
  rows: number;
  columns: number;
  onChange: (size: { rows: number } | { columns: number }) => void;
}

/** The grid's 'Rows' and 'Columns' steppers; each change is saved at once by the caller. */
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
 * − and + save at once. Typing is kept as a draft until Enter or leaving the field: saving each
 * keystroke of '12' would first shrink the grid to 1 and push its colors into the working area.
 */
function Stepper({ label, value, onCommit }: StepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    setDraft(null);
    if (next !== value) onCommit(next);
  }

  const buttonClasses =
    'inline-flex size-11 items-center justify-center text-lg text-ink hover:bg-paper disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center overflow-hidden rounded-md border border-line bg-surface">
        <button type="button" aria-label={`Fewer ${label.toLowerCase()}`} disabled={value <= min} onClick={() => commit(value - 1)} className={buttonClasses}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => draft !== null && commit(clampGridSize(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) commit(clampGridSize(draft));
          }}
          className="h-11 w-12 border-x border-line bg-surface text-center text-base text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" aria-label={`More ${label.toLowerCase()}`} disabled={value >= max} onClick={() => commit(value + 1)} className={buttonClasses}>
          +
        </button>
      </div>
    </div>
  );
}
