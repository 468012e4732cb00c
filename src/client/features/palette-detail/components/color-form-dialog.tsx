import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  colorFormValuesOf,
  PaintIdentityFields,
  ratingOriginOf,
  type TColorFormOutput,
  ZColorForm,
} from '#client/components/paint-fields/color-fields.tsx';
import { AffiliateLinkField, PaintRatingFields } from '#client/components/paint-fields/color-fields-ratings.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { Toggle } from '#client/components/ui/toggle.tsx';
import { trackPaint } from '#client/lib/analytics.ts';
import { ApiError, withServerReason } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { toast } from '#client/lib/toast.ts';
import type { ToastText } from '#common/constants.ts';
import type { TColor, TCreateColorRequest } from '#common/schemas/color.ts';
import type { TTag } from '#common/schemas/tag.ts';
import { useCreateColor } from '../api/create-color';
import { useColorTags } from '../api/get-color-tags';
import { usePalette } from '../api/get-palette';
import { saveColorTags } from '../api/save-color-tags';
import { useUpdateColor } from '../api/update-color';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import { ColorTagsField } from './color-tags-field';

// Spec §8's texts (candidates for TEXTS in src/common/constants.ts).
const COLOR_FORM_TEXTS = {
  added: { title: 'Color added' },
  updated: { title: 'Color updated' },
  saveFailed: { title: 'Failed to save color', description: 'Please try again.' },
  tagsNotLinked: { title: 'Warning', description: 'Color was created but some tags could not be associated.' },
  tagsNotChanged: { title: 'Warning', description: 'Color was saved but some tags could not be changed.' },
} as const satisfies Record<string, ToastText>;

type TPlacement = { position: number } | { workingAreaPosition: number };

interface ColorFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paletteId: string;
  /** Absent: a new color. Present: that color is edited. */
  color?: TColor;
  /** Where a new color goes; absent, the server picks the first free grid slot, else working-area cell. */
  placement?: TPlacement;
  onCloseAutoFocus: (event: Event) => void;
}

export function ColorFormDialog({ open, onOpenChange, paletteId, color, placement, onCloseAutoFocus }: ColorFormDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        title={color ? 'Edit color' : 'Add color'}
        closable={!saving}
        onCloseAutoFocus={onCloseAutoFocus}
        // The sheet's bottom padding is the action bar's (ColorForm), which ends at the sheet's edge.
        className="pb-0! sm:max-w-2xl!"
      >
        <ColorForm
          key={color?.id ?? 'new'}
          paletteId={paletteId}
          color={color}
          placement={placement}
          onSavingChange={setSaving}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function placementRequestOf(
  placement: TPlacement | undefined,
): Pick<TCreateColorRequest, 'position' | 'isInWorkingArea' | 'workingAreaPosition'> {
  if (!placement) return {};
  if ('position' in placement) return { position: placement.position };
  return { isInWorkingArea: true, workingAreaPosition: placement.workingAreaPosition };
}

/** Spec §8: a full palette and working area read as the capacity toast; anything else as a failed save. */
function saveFailureToast(error: unknown): ToastText {
  // A 409 CONFLICT means the chosen place was taken meanwhile; PALETTE_FULL that there is none left.
  const full = error instanceof ApiError && error.code === 'PALETTE_FULL';
  return full ? DETAIL_TEXTS.capacityReached : withServerReason(COLOR_FORM_TEXTS.saveFailed, error);
}

interface ColorFormProps {
  paletteId: string;
  color: TColor | undefined;
  placement: TPlacement | undefined;
  onSavingChange: (saving: boolean) => void;
  onDone: () => void;
}

/** Mounted with the dialog's content (and keyed by color), so each opening starts from that color. */
function ColorForm({ paletteId, color, placement, onSavingChange, onDone }: ColorFormProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const createColor = useCreateColor(paletteId);
  const updateColor = useUpdateColor(paletteId);
  const form = useForm({ resolver: zodResolver(ZColorForm), defaultValues: colorFormValuesOf(color) });
  // Where the rating comes from: the color's as saved, then the catalogue paint's the painter picks (issue 42).
  const [ratingOrigin, setRatingOrigin] = useState(() => ratingOriginOf(color));
  // The tags as the painter sets them here; they are saved with the color (Save), never before.
  // Until the painter changes them, an existing color's are the saved ones.
  const savedTags = useColorTags(color?.id ?? null);
  const [draftTags, setDraftTags] = useState<TTag[] | null>(color ? null : []);
  const tags = draftTags ?? savedTags.data ?? [];
  const tagIds = tags.map((tag) => tag.id);
  // Each tag the painter adds or removes here (or a change of tag mode) shows the paint suggestions for the tags again.
  const [tagChoices, setTagChoices] = useState(0);
  const choseTag = () => setTagChoices((count) => count + 1);
  // Spec §5: suggested colors carry any of the tags unless the painter asks for all of them.
  const [filterMode, setFilterMode] = useState<'OR' | 'AND'>('OR');
  // The detail screen has loaded the palette already; its medium orders the suggestions.
  const paletteMedium = usePalette(paletteId).data?.medium;
  const busy = form.formState.isSubmitting;

  async function submit({ affiliateLink, ...paint }: TColorFormOutput) {
    // Spec §5 and the server: only an admin may send an affiliate link, even an empty one; and
    // only one they typed, so a link shown from the catalogue paint is not frozen into the color.
    const fields = user?.isAdmin && form.formState.dirtyFields.affiliateLink ? { ...paint, affiliateLink } : paint;
    onSavingChange(true);
    try {
      const saved = color
        ? await updateColor.mutateAsync({ id: color.id, update: fields })
        : await createColor.mutateAsync({ paletteId, ...placementRequestOf(placement), ...fields });
      trackPaint(color ? 'color_update' : 'color_add', fields);
      const had = color ? (savedTags.data ?? []) : [];
      const allTagged = draftTags === null || (await saveColorTags(queryClient, { colorId: saved.id, had, wanted: draftTags }));
      if (!allTagged) toast(color ? COLOR_FORM_TEXTS.tagsNotChanged : COLOR_FORM_TEXTS.tagsNotLinked, 'destructive');
      else toast(color ? COLOR_FORM_TEXTS.updated : COLOR_FORM_TEXTS.added);
      onDone();
    } catch (error) {
      toast(saveFailureToast(error), 'destructive');
    } finally {
      onSavingChange(false);
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <PaintIdentityFields
          tagIds={tagIds}
          filterMode={filterMode}
          tagChoices={tagChoices}
          paletteMedium={paletteMedium}
          colorId={color?.id}
          onPickRating={setRatingOrigin}
        />
        <PaintRatingFields ratingOrigin={ratingOrigin} />
        {user?.isAdmin ? <AffiliateLinkField /> : null}
        {user ? (
          <ColorTagsField
            userId={user.id}
            tags={tags}
            onAdd={(tag) => {
              setDraftTags([...tags, tag]);
              choseTag();
            }}
            onRemove={(tag) => {
              setDraftTags(tags.filter((own) => own.id !== tag.id));
              choseTag();
            }}
            pending={busy || (color !== undefined && savedTags.isPending)}
          />
        ) : null}
        {user && tagIds.length > 1 ? (
          <TagModeChoice
            mode={filterMode}
            onChange={(mode) => {
              setFilterMode(mode);
              choseTag();
            }}
          />
        ) : null}
        {/*
          A long form scrolls inside the dialog; Save stays in sight on its bottom edge. The bar holds
          the sheet's bottom padding: kept on the sheet, it would be a strip where the form shows
          through under the bar.
        */}
        <div className="sticky bottom-0 -mx-5 border-t border-line bg-surface px-5 pt-3 pb-8 sm:-mx-6 sm:px-6 sm:pb-6">
          <DialogActions confirmLabel={busy ? 'Saving...' : 'Save color'} pending={busy} onCancel={onDone} />
        </div>
      </form>
    </FormProvider>
  );
}

const TAG_MODES = [
  { mode: 'OR', label: 'Any tag' },
  { mode: 'AND', label: 'All tags' },
] as const;

/** Whether the paint suggestions show the painter's colors with any of the chosen tags or with all of them. */
function TagModeChoice({ mode, onChange }: { mode: 'OR' | 'AND'; onChange: (mode: 'OR' | 'AND') => void }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm text-ink-muted">
        Suggest my colors with
      </span>
      {TAG_MODES.map((choice) => (
        <Toggle key={choice.mode} pressed={mode === choice.mode} onPressedChange={() => onChange(choice.mode)}>
          {choice.label}
        </Toggle>
      ))}
    </div>
  );
}
