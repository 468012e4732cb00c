import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { describePlace } from '../board/places';
import type { TResizeQuestion } from '../board/use-color-moves';
import { DETAIL_TEXTS } from '../palette-detail-texts';

/** Before a grid size sends colors to the working area: which ones, and a way out. */
export function GridResizeDialog({ question }: { question: TResizeQuestion | null }) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && question?.answer(false)}>
      {question ? (
        <DialogContent title={DETAIL_TEXTS.resizeTitle(question.size)} description={DETAIL_TEXTS.resizeWillMove(question.displaced.length)}>
          <ul aria-label="Colors that will move" className="mb-5 max-h-64 space-y-1 overflow-y-auto">
            {question.displaced.map(({ color, from }) => (
              <li key={color.id} className="flex items-center gap-3 py-1">
                <span
                  aria-hidden="true"
                  className="size-8 shrink-0 rounded-md border border-black/15 dark:border-white/25"
                  style={{ backgroundColor: color.hexCode }}
                />
                <span className="min-w-0 truncate text-ink">{color.paintName}</span>
                <span className="ml-auto shrink-0 text-sm text-ink-muted">from {describePlace({ area: 'grid', index: from })}</span>
              </li>
            ))}
          </ul>
          <DialogActions
            confirmLabel={DETAIL_TEXTS.resizeConfirm}
            pending={false}
            onCancel={() => question.answer(false)}
            onConfirm={() => question.answer(true)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
