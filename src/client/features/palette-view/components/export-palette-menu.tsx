import { EXPORT_FORMATS } from '../../../../common/constants';
import { buttonClasses } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';

// What each file is for, as a painter would choose it.
const FORMAT_LABELS: Record<(typeof EXPORT_FORMATS)[number], string> = {
  ase: 'Adobe swatches (.ase)',
  gpl: 'GIMP, Krita, Inkscape (.gpl)',
  csv: 'Spreadsheet (.csv)',
};

/**
 * Issue 15: the palette as a file for other tools. Each item is a download link to the export
 * route (the server names the file); through the share link, the export is asked for through it too.
 */
export function ExportPaletteMenu({ paletteId, share }: { paletteId: string; share: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses('secondary')}>Export</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {EXPORT_FORMATS.map((format) => {
          const query = new URLSearchParams({ format, ...(share ? { share: 'true' } : {}) });
          return (
            <DropdownMenuItem key={format} asChild>
              <a href={`/api/palettes/${encodeURIComponent(paletteId)}/export?${query}`} download>
                {FORMAT_LABELS[format]}
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
