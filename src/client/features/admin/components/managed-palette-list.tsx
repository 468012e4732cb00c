import { Button } from '#client/components/ui/button.tsx';
import { TEXTS } from '#common/constants.ts';
import { useManagedPalettes } from '../api/get-managed-palettes';
import { AdminCard } from './admin-card';
import { ManagedPaletteRow } from './managed-palette-row';

/** 'Palette management': masters first, then the admin's own palettes that could become one. */
export function ManagedPaletteList() {
  const palettes = useManagedPalettes();
  return (
    <AdminCard title="Palette management" description="Distribute masters to every artist, edit, promote or delete palettes.">
      {palettes.isPending ? (
        <ul aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-24 rounded-lg bg-paper motion-safe:animate-pulse" />
          ))}
        </ul>
      ) : palettes.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <p>The palettes could not be loaded.</p>
          <Button variant="secondary" disabled={palettes.isFetching} onClick={() => void palettes.refetch()}>
            Try again
          </Button>
        </div>
      ) : palettes.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-5 text-sm text-ink-muted">{TEXTS.admin.noPalettes}</p>
      ) : (
        <ul className="divide-y divide-line">
          {palettes.data.map((palette) => (
            <ManagedPaletteRow key={palette.id} palette={palette} />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
