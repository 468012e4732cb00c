import { sql } from 'drizzle-orm';
import { LIMITS } from '#common/constants.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { Placement } from './placement';

const wa = LIMITS.workingArea;

/** The palette's free places in the order colors without a place fill them: grid slots, then working-area cells. */
export async function freePlaces(tx: Tx, palette: { id: string; rows: number; columns: number }): Promise<Placement[]> {
  const result = await tx.execute(sql`
    select false as aside, slot as place from generate_series(0, ${palette.rows * palette.columns - 1}) slot
      where slot not in (select position from colors where palette_id = ${palette.id} and not is_in_working_area and position is not null)
    union all
    select true, cell from generate_series(0, ${wa.capacity - 1}) cell
      where cell not in (select working_area_position from colors where palette_id = ${palette.id} and is_in_working_area and working_area_position is not null)
    order by 1, 2`);
  const rows = resultRows<{ aside: boolean; place: number }>(result);
  return rows.map(({ aside, place }) =>
    aside
      ? {
          position: null,
          isInWorkingArea: true,
          workingAreaPosition: place,
          workingAreaRow: Math.floor(place / wa.columns),
          workingAreaColumn: place % wa.columns,
        }
      : { position: place, isInWorkingArea: false, workingAreaPosition: null, workingAreaRow: null, workingAreaColumn: null },
  );
}

/** The first free grid slot, else the first free working-area cell, for a color added without a place. */
export async function firstFreePlace(tx: Tx, palette: { id: string; rows: number; columns: number }): Promise<Placement> {
  const [first] = await freePlaces(tx, palette);
  if (!first) throw new AppError('PALETTE_FULL', `The palette and its working area are full. Maximum capacity is ${wa.capacity} colors.`);
  return first;
}
