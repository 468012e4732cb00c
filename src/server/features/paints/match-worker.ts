// The catalogue match's worker thread (match-catalogue.ts): a search of mixes is tens of
// milliseconds of pure arithmetic, which on the server's own thread would hold up every other
// request for as long, as many times over as there are matches asked for (decision 030).
import { matchColor, type TMatchAnswer } from '#common/color/color-match.ts';

export type TMatchTask = Parameters<typeof matchColor>[0];

export default function searchMixes(task: TMatchTask): TMatchAnswer {
  return matchColor(task);
}
