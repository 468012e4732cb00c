import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { BuyLinkMaster } from '#client/components/buy-link.tsx';
import { usePaletteOwnership } from '#client/components/ownership/api/get-palette-ownership.ts';
import { OwnedColors } from '#client/components/ownership/owned-colors.tsx';
import { ownershipLine } from '#client/components/ownership/ownership-texts.ts';
import { usePaletteMixes } from '#client/components/palette/api/get-palette-mixes.ts';
import { PLAIN_CHART, type TChartViews } from '#client/components/palette/chart-views.ts';
import { CollaborationBanner } from '#client/components/palette/collaboration-banner.tsx';
import { HueChromaWheel } from '#client/components/palette/hue-chroma-wheel.tsx';
import { MIX_TEXTS } from '#client/components/palette/mix-texts.ts';
import { MixesList } from '#client/components/palette/mixes-list.tsx';
import { PagePrintSheet } from '#client/components/palette/print-sheet.tsx';
import { PushedCopyBadge } from '#client/components/palette/pushed-copy-badge.tsx';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { colorMediumOfPalette } from '#common/constants.ts';
import { lighteningOf } from '#common/lightening.ts';
import { savedRecipeText } from '#common/mix-texts.ts';
import { colorCountText } from '#common/palette-summary.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useDeleteMix } from '../api/delete-mix';
import { useUpdateMixNote } from '../api/update-mix';
import type { TPlace } from '../board/places';
import { useColorMoves } from '../board/use-color-moves';
import { PaletteCheckPanel } from '../check/palette-check-panel';
import { ColorMatchDialog } from '../match/color-match-dialog';
import type { TOpenedRecipe } from '../mixing/mix-recipes';
import { MixingPanel } from '../mixing/mixing-panel';
import { savedRecipeOnPalette } from '../mixing/saved-recipe';
import { BoardSection } from './board-section';
import { CollaborationSettings } from './collaboration-settings';
import { ColorDetailsDialog } from './color-details-dialog';
import { PaletteActions } from './palette-actions';
import { PaletteNotes } from './palette-notes';
import { PaletteTagsEditor } from './palette-tags-editor';
import { RemoveColorDialog } from './remove-color-dialog';
import { useFocusReturn } from './use-focus-return';
import { useNotesDraft } from './use-notes-draft';

interface PaletteDetailProps {
  palette: TPalette;
  colors: readonly TColor[];
  adminMode: boolean;
  backTo: string;
  /** The signed-in viewer, whose paints the swatches and the header count speak of (issue 28). */
  viewerId: string;
}

// The color form (its fields, paint suggestions and form library) loads when first opened.
const ColorFormDialog = lazy(() => import('./color-form-dialog').then((module) => ({ default: module.ColorFormDialog })));

type TColorForm = { color?: TColor; placement?: { position: number } | { workingAreaPosition: number } };

export function PaletteDetail({ palette, colors, adminMode, backTo, viewerId }: PaletteDetailProps) {
  // abilities.edit is the server's answer; it is already true for admins (spec §4: admin mode overrides).
  const editable = palette.abilities.edit;
  const medium = colorMediumOfPalette(palette.medium);
  const mixes = usePaletteMixes(palette.id, { share: false }).data ?? [];
  const deleteMix = useDeleteMix(palette.id);
  const updateMixNote = useUpdateMixNote(palette.id);
  const confirm = useConfirm();
  // Issue 29: a recipe shown in the mixing preview at its parts.
  const [openedRecipe, setOpenedRecipe] = useState<TOpenedRecipe | null>(null);
  const removeMix = async (mix: TMix) => {
    const recipe = savedRecipeText(mix);
    if (await confirm({ question: MIX_TEXTS.removeQuestion(recipe), confirmLabel: 'Delete', destructive: true })) deleteMix.mutate(mix);
  };
  const notes = useNotesDraft(palette);
  const moves = useColorMoves(palette.id);
  const ownership = usePaletteOwnership({ paletteId: palette.id, colors, viewerId }).data;
  // A curated master says 'You own 7 of 12', as its card in the library does.
  const owned = ownershipLine(ownership, { master: palette.isOriginal });
  // Ids, not colors: the dialogs show the color as the cache now has it, and close when it is gone.
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [form, setForm] = useState<TColorForm | null>(null);
  // Mounted from its first opening on, so that it closes (and gives focus back) like any dialog.
  const [formWanted, setFormWanted] = useState(false);
  // Values and the hue wheel: on screen as chosen, and printed so.
  const [views, setViews] = useState<TChartViews>(PLAIN_CHART);
  if (form !== null && !formWanted) setFormWanted(true);
  const colorById = (id: string | null) => colors.find((color) => color.id === id) ?? null;

  const focus = useFocusReturn();
  const { remember } = focus;
  const openColor = useCallback(
    (color: TColor) => {
      remember();
      setDetailsId(color.id);
    },
    [remember],
  );
  const addColor = useCallback(
    (place: TPlace | null) => {
      remember();
      if (!place) setForm({});
      else setForm({ placement: place.area === 'grid' ? { position: place.index } : { workingAreaPosition: place.index } });
    },
    [remember],
  );

  return (
    <BuyLinkMaster value={palette.isOriginal ? palette.id : palette.originalPaletteId}>
      <OwnedColors ids={ownership?.ownedColorIds}>
        <div className="mx-auto w-full max-w-6xl space-y-8 px-3 py-6 sm:px-4 sm:py-8">
          <header className="space-y-4">
            <Link to={backTo} className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm text-ink-muted hover:text-ink">
              <span aria-hidden="true">←</span> {backTo === '/admin' ? 'Back to admin panel' : 'Back to library'}
            </Link>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="min-w-0 space-y-1">
                <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">{palette.name}</h1>
                <p className="text-ink-muted">
                  {palette.medium} · {colorCountText(colors.length)}
                  {editable ? null : ' · View only'}
                  {owned ? ` · ${owned}` : null}
                </p>
                <PushedCopyBadge palette={palette} />
              </div>
              <PaletteActions
                palette={palette}
                adminMode={adminMode}
                onSave={editable ? notes.saveNow : undefined}
                onReset={moves.forget}
                views={views}
                studio={colors.length > 0}
              />
            </div>
            <CollaborationBanner palette={palette} />
          </header>

          <BoardSection
            palette={palette}
            colors={colors}
            moves={moves}
            onOpenColor={openColor}
            onAddColor={addColor}
            views={views}
            onViewsChange={setViews}
          />
          {views.wheel ? (
            <section aria-labelledby="hue-wheel-heading" className="space-y-2">
              <h2 id="hue-wheel-heading" className="text-lg font-semibold text-ink">
                Hue and chroma
              </h2>
              <HueChromaWheel colors={colors} />
            </section>
          ) : null}
          <PaletteCheckPanel colors={colors} />
          <MixingPanel colors={colors} medium={medium} opened={openedRecipe} />
          {colors.length > 0 ? (
            <div className="print:hidden">
              <ColorMatchDialog paletteId={palette.id} colors={colors} medium={medium} editable={editable} onOpenRecipe={setOpenedRecipe} />
            </div>
          ) : null}
          <MixesList
            mixes={mixes}
            washes={lighteningOf(medium) === 'water'}
            onDelete={editable ? (mix) => void removeMix(mix) : undefined}
            onSaveNote={editable ? async (mix, notes) => void (await updateMixNote.mutateAsync({ mix, notes })) : undefined}
            canOpen={(mix) => savedRecipeOnPalette(mix, colors) !== null}
            onOpen={(mix) => setOpenedRecipe(savedRecipeOnPalette(mix, colors))}
          />

          <div className="grid gap-8 md:grid-cols-2">
            <PaletteTagsEditor palette={palette} editable={editable} />
            <PaletteNotes notes={notes.notes} status={notes.status} onChange={editable ? notes.change : undefined} onSave={notes.saveNow} />
          </div>
          {adminMode ? <CollaborationSettings palette={palette} /> : null}

          <ColorDetailsDialog
            color={colorById(detailsId)}
            onOpenChange={(open) => !open && setDetailsId(null)}
            canEdit={editable}
            onEdit={(color) => {
              setDetailsId(null);
              setForm({ color });
            }}
            onRemove={(color) => {
              setDetailsId(null);
              setRemovingId(color.id);
            }}
            onCloseAutoFocus={focus.restore}
          />
          {editable && formWanted ? (
            <Suspense fallback={null}>
              <ColorFormDialog
                open={form !== null}
                onOpenChange={(open) => !open && setForm(null)}
                paletteId={palette.id}
                color={form?.color}
                placement={form?.placement}
                onCloseAutoFocus={focus.restore}
              />
            </Suspense>
          ) : null}
          {/* Out of sight on screen; what the browser's own Print command prints (and the Print button). */}
          <PagePrintSheet palette={palette} colors={colors} views={views} mixes={mixes} />
          <RemoveColorDialog
            paletteId={palette.id}
            color={colorById(removingId)}
            onOpenChange={(open) => !open && setRemovingId(null)}
            onCloseAutoFocus={focus.restore}
          />
        </div>
      </OwnedColors>
    </BuyLinkMaster>
  );
}
