import { useId } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { focusMainContent } from '#client/lib/main-content.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useDeleteManagedPalette } from '../api/delete-managed-palette';
import { usePromotePalette } from '../api/promote-palette';
import { Badge } from './badge';
import { DistributionSwitch } from './distribution-switch';

/** One palette in 'Palette management': what it is, its distribution switch (masters) and its menu. */
export function ManagedPaletteRow({ palette }: { palette: TPalette }) {
  const nameId = useId();
  const promote = usePromotePalette();
  const remove = useDeleteManagedPalette();
  const confirm = useConfirm();

  async function promoteToMaster() {
    if (!(await confirm({ question: TEXTS.admin.confirmPromote, confirmLabel: TEXTS.admin.promoteLabel }))) return;
    promote.mutate(palette.id, {
      onError: (error) => toast(withServerReason(TEXTS.admin.updateFailed, error), 'destructive'),
    });
  }

  async function deletePalette() {
    const question = palette.isOriginal ? TEXTS.admin.confirmDeleteMaster : TEXTS.palettes.confirmDelete;
    if (!(await confirm({ question, confirmLabel: TEXTS.palettes.deleteLabel, destructive: true }))) return;
    remove.mutate(palette.id, {
      // The row, and the menu button that had focus, are gone: focus waits on the main content.
      onSuccess: focusMainContent,
      onError: () => toast(TEXTS.palettes.deleteFailed, 'destructive'),
    });
  }

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={nameId} className="font-medium break-words text-ink">
            {palette.name}
          </h3>
          {palette.isOriginal ? <Badge strong>Master</Badge> : null}
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {palette.medium}
          <Badge>
            {palette.rows}×{palette.columns}
            <span className="sr-only"> grid</span>
          </Badge>
        </p>
        {palette.tags ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {palette.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {palette.notes ? <p className="line-clamp-2 max-w-prose text-sm whitespace-pre-line text-ink-muted">{palette.notes}</p> : null}
      </div>
      <div className="-ml-2 flex shrink-0 items-center gap-1 sm:ml-0">
        {palette.isOriginal ? <DistributionSwitch palette={palette} describedBy={nameId} /> : null}
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Actions for ${palette.name}`}
            className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-xl leading-none text-ink-muted hover:bg-line/50 hover:text-ink"
          >
            <span aria-hidden="true">⋯</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={`/admin/palette/${palette.id}`}>Edit</Link>
            </DropdownMenuItem>
            {palette.isOriginal ? null : (
              <DropdownMenuItem disabled={promote.isPending} onSelect={() => void promoteToMaster()}>
                {TEXTS.admin.promoteLabel}
              </DropdownMenuItem>
            )}
            {palette.abilities.delete ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem destructive disabled={remove.isPending} onSelect={() => void deletePalette()}>
                  {TEXTS.palettes.deleteLabel}
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
