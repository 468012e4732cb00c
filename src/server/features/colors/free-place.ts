import { sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants';
import { AppError } from '../../errors';
import type { Tx } from '../../db/transaction';
import type { Placement } from './placement';

const wa = LIMITS.workingArea;

/** The first free grid slot, else the first free working-area cell, for a color added without a place. */
export async function firstFreePlace(
  tx: Tx,
  palette: { id: string; rows: number; columns: number },
): Promise<Placement> {
  const result = await tx.execute(sql`
    select 'grid' as area, min(slot) as place from generate_series(0, ${palette.rows * palette.columns - 1}) slot
      where slot not in (select position from colors where palette_id = ${palette.id} and not is_in_working_area and position is not null)
    union all
    select 'working', min(cell) from generate_series(0, ${wa.capacity - 1}) cell
      where cell not in (select working_area_position from colors where palette_id = ${palette.id} and is_in_working_area)`);
  // Both drivers answer `{ rows }`; the common Db type cannot say so.
  const { rows } = result as { rows: Array<{ area: string; place: number | null }> };
  const grid = rows.find((r) => r.area === 'grid')?.place ?? null;
  if (grid !== null) return { position: grid, isInWorkingArea: false, workingAreaPosition: null, workingAreaRow: null, workingAreaColumn: null };
  const cell = rows.find((r) => r.area === 'working')?.place ?? null;
  if (cell === null) {
    throw new AppError('CONFLICT', `The palette and its working area are full. Maximum capacity is ${wa.capacity} colors.`);
  }
  return {
    position: null,
    isInWorkingArea: true,
    workingAreaPosition: cell,
    workingAreaRow: Math.floor(cell / wa.columns),
    workingAreaColumn: cell % wa.columns,
  };
}
