import { ReportPaintButton } from '#client/components/paints/report-paint-button.tsx';
import { ColorDetailsDialog as ReadOnlyColorDetailsDialog } from '#client/components/palette/color-details-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { useColorTags } from '../api/get-color-tags';

interface ColorDetailsDialogProps {
  /** The color shown; null keeps the dialog closed. */
  color: TColor | null;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  onEdit: (color: TColor) => void;
  onRemove: (color: TColor) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The details everyone sees, plus the color's tags and, for editors, Edit and Remove; a color taken
 * from the catalogue offers any signed-in painter "This is wrong" (issue 42), editor or not.
 */
export function ColorDetailsDialog({ color, onOpenChange, canEdit, onEdit, onRemove, onCloseAutoFocus }: ColorDetailsDialogProps) {
  const report = color?.cataloguePaintId ? <ReportPaintButton paintId={color.cataloguePaintId} paintName={color.paintName} /> : null;
  const actions =
    color && (canEdit || report) ? (
      <>
        {report}
        {canEdit ? (
          <>
            <Button variant="ghost" className="text-danger-text!" onClick={() => onRemove(color)}>
              Remove
            </Button>
            <Button onClick={() => onEdit(color)}>Edit</Button>
          </>
        ) : null}
      </>
    ) : null;
  return (
    <ReadOnlyColorDetailsDialog color={color} onOpenChange={onOpenChange} actions={actions} onCloseAutoFocus={onCloseAutoFocus}>
      {/* Tags are the editor's own labels; a read-only view has none of its reader's to show. */}
      {color && canEdit ? <ColorTagList colorId={color.id} /> : null}
    </ReadOnlyColorDetailsDialog>
  );
}

/** The color's tags once they are known; a color without tags shows no empty heading. */
function ColorTagList({ colorId }: { colorId: string }) {
  const { data: tags } = useColorTags(colorId);
  if (!tags || tags.length === 0) return null;
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-medium">Tags</h3>
      <ul className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag.id} className="rounded-full bg-paper px-3 py-1 text-sm text-ink-muted">
            {tag.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
