import { useState } from 'react';
import { GridScrollFrame } from '#client/components/grid-scroll-frame.tsx';
import { usePaletteOwnership } from '#client/components/ownership/api/get-palette-ownership.ts';
import { OwnedColors } from '#client/components/ownership/owned-colors.tsx';
import { ownershipLine } from '#client/components/ownership/ownership-texts.ts';
import { usePaletteMixes } from '#client/components/palette/api/get-palette-mixes.ts';
import { CollaborationBanner } from '#client/components/palette/collaboration-banner.tsx';
import { ColorDetailsDialog } from '#client/components/palette/color-details-dialog.tsx';
import { ExportPaletteMenu } from '#client/components/palette/export-palette-menu.tsx';
import { MixesList } from '#client/components/palette/mixes-list.tsx';
import { PaletteChart } from '#client/components/palette/palette-chart.tsx';
import { PALETTE_VIEW_TEXTS } from '#client/components/palette/palette-view-texts.ts';
import { PagePrintSheet } from '#client/components/palette/print-sheet.tsx';
import { PrinterIcon } from '#client/components/palette/printer-icon.tsx';
import { PushedCopyBadge } from '#client/components/palette/pushed-copy-badge.tsx';
import { WorkingAreaChart } from '#client/components/palette/working-area-chart.tsx';
import { SaveCopyButton } from '#client/components/palette-actions/save-copy-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { lighteningOf } from '#common/lightening.ts';
import { paletteSummary } from '#common/palette-summary.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';

interface SharedPaletteProps {
  palette: TPalette;
  colors: readonly TColor[];
  /** The signed-in viewer: their id, and their product user (null while it loads); null for a visitor. */
  viewer: { id: string; user: TUser | null } | null;
  /** Opens the sign-in dialog, offered to a visitor. */
  onSignIn: () => void;
}

/**
 * The read-only palette behind a share link: title, collaboration banner, grid, working area,
 * tags and notes, each color's details on demand. A signed-in viewer may save a copy when the
 * server allows it, and sees which paints they own (issue 28); a visitor is offered the sign-in
 * dialog and stays on this page after it.
 */
export function SharedPalette({ palette, colors, viewer, onSignIn }: SharedPaletteProps) {
  const ownership = usePaletteOwnership({ paletteId: palette.id, colors, viewerId: viewer?.id ?? null, share: true }).data;
  const owned = ownershipLine(ownership, { master: palette.isOriginal });
  // An id, not a color: the dialog shows the color as the latest answer has it.
  const [openId, setOpenId] = useState<string | null>(null);
  const openColor = colors.find((color) => color.id === openId) ?? null;
  const { name, rows, columns } = palette;
  const tags = palette.tags ?? [];
  const hasWorkingArea = colors.some((color) => color.isInWorkingArea);
  const mixes = usePaletteMixes(palette.id, { share: true }).data ?? [];

  return (
    <OwnedColors ids={ownership?.ownedColorIds}>
      <section className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:py-10">
        <header className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0 space-y-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">{name}</h1>
              <p className="text-ink-muted">
                {paletteSummary(palette.medium, colors.length)}
                {owned ? ` · ${owned}` : null}
              </p>
              <PushedCopyBadge palette={palette} className="mt-2" />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {viewer && palette.abilities.copy ? <SaveCopyButton palette={palette} user={viewer.user} /> : null}
              <Button variant="secondary" onClick={() => window.print()}>
                <PrinterIcon />
                Print
              </Button>
              <ExportPaletteMenu paletteId={palette.id} share />
            </div>
          </div>
          {viewer ? null : (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-surface px-4 py-3">
              <p className="text-sm text-ink-muted">{PALETTE_VIEW_TEXTS.signInToCopy}</p>
              <Button onClick={onSignIn}>Sign in</Button>
            </div>
          )}
          <CollaborationBanner palette={palette} />
        </header>

        <section aria-labelledby="shared-grid-heading" className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="shared-grid-heading" className="text-lg font-semibold text-ink">
              Palette Grid
            </h2>
            <p className="text-sm text-ink-muted">
              {rows} × {columns}
            </p>
          </div>
          {/* Wide palettes scroll sideways on a phone; the region makes that reachable by keyboard. */}
          <GridScrollFrame columns={columns} label={`${name} chart`}>
            <PaletteChart rows={rows} columns={columns} colors={colors} onOpenColor={(color) => setOpenId(color.id)} />
          </GridScrollFrame>
        </section>

        {/* Only when the owner has set colors aside: an empty working area tells a viewer nothing. */}
        {hasWorkingArea ? (
          <section aria-labelledby="shared-working-heading" className="space-y-3">
            <h2 id="shared-working-heading" className="text-lg font-semibold text-ink">
              Working area
            </h2>
            <WorkingAreaChart colors={colors} onOpenColor={(color) => setOpenId(color.id)} />
          </section>
        ) : null}

        {tags.length > 0 || palette.notes ? (
          <div className="grid gap-8 md:grid-cols-2">
            {tags.length > 0 ? (
              <section aria-labelledby="shared-tags-heading" className="space-y-2">
                <h2 id="shared-tags-heading" className="text-lg font-semibold text-ink">
                  Tags
                </h2>
                <ul aria-label="Palette tags" className="flex flex-wrap gap-2">
                  {tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-line">
                      {tag}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {palette.notes ? (
              <section aria-labelledby="shared-notes-heading" className="space-y-2">
                <h2 id="shared-notes-heading" className="text-lg font-semibold text-ink">
                  Notes
                </h2>
                <p className="break-words whitespace-pre-wrap text-ink">{palette.notes}</p>
              </section>
            ) : null}
          </div>
        ) : null}

        <MixesList mixes={mixes} washes={lighteningOf(palette.medium) === 'water'} />

        <ColorDetailsDialog color={openColor} onOpenChange={(open) => !open && setOpenId(null)} share />
        {/* Always there, so the browser's own Print command prints the chart too. */}
        <PagePrintSheet palette={palette} colors={colors} mixes={mixes} />
      </section>
    </OwnedColors>
  );
}
