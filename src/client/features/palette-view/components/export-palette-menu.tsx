import { buttonClasses } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';

// What each file is for, as a painter would choose it, and how the export route is asked for it.
const FILES = [
  { label: 'Adobe swatches (.ase)', query: { format: 'ase' } },
  { label: 'GIMP, Krita, Inkscape (.gpl)', query: { format: 'gpl' } },
  { label: 'Spreadsheet (.csv)', query: { format: 'csv' } },
  { label: 'Color chart to paint, A4 (.pdf)', query: { format: 'pdf', paper: 'a4' } },
  { label: 'Color chart to paint, Letter (.pdf)', query: { format: 'pdf', paper: 'letter' } },
] as const;

/**
 * Issue 15: the palette as a file for other tools. Each item is a download link to the export
 * route (the server names the file); through the share link, the export is asked for through it too.
 */
export function ExportPaletteMenu({ paletteId, share }: { paletteId: string; share: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses('secondary')}>Export</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {FILES.map(({ label, query }) => (
          <DropdownMenuItem key={label} asChild>
            <a href={`/api/palettes/${encodeURIComponent(paletteId)}/export?${new URLSearchParams({ ...query, ...(share ? { share: 'true' } : {}) })}`} download>
              {label}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
