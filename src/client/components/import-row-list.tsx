import { clsx } from 'clsx';
import type { TBadRow } from '#common/schemas/color.ts';

/** A row of an imported file and what became of it: its line, the paint where the row named one, and why. */
export type TReportedRow = TBadRow & { paintName?: string };

interface ImportRowListProps {
  rows: readonly TReportedRow[];
  className?: string;
  'aria-label'?: string;
}

/** The rows of an imported CSV file that were refused or moved, each as 'Line 3: reason' ('Line 3, Aureolin: reason'). */
export function ImportRowList({ rows, className, ...listProps }: ImportRowListProps) {
  return (
    <ul className={clsx('space-y-1', className)} {...listProps}>
      {rows.map(({ line, paintName, reason }) => (
        <li key={line}>
          <span className="font-medium">{paintName === undefined ? `Line ${line}:` : `Line ${line}, ${paintName}:`}</span> {reason}
        </li>
      ))}
    </ul>
  );
}
