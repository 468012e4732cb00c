import { Fragment } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { apiFetch, withServerReason } from '#client/lib/api-client.ts';
import { fileNameOf, saveFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';

// What each file is for, as a painter would choose it, and how the export route is asked for it:
// swatches for other apps, a spreadsheet (for Excel: with the byte order mark it needs to read
// UTF-8), and charts to print and paint beside (issue 25: the palette as laid out, or one large
// card per color).
const FILES = [
  [
    { label: 'Adobe swatches (.ase)', query: { format: 'ase' } },
    { label: 'GIMP, Krita, Inkscape (.gpl)', query: { format: 'gpl' } },
  ],
  [
    { label: 'Spreadsheet (.csv)', query: { format: 'csv' } },
    { label: 'CSV for Excel (.csv)', query: { format: 'csv', excel: 'true' } },
  ],
  [
    { label: 'Palette chart, A4 (.pdf)', query: { format: 'pdf', layout: 'grid', paper: 'a4' } },
    { label: 'Palette chart, Letter (.pdf)', query: { format: 'pdf', layout: 'grid', paper: 'letter' } },
    { label: 'Swatch cards to paint, A4 (.pdf)', query: { format: 'pdf', layout: 'card', paper: 'a4' } },
    { label: 'Swatch cards to paint, Letter (.pdf)', query: { format: 'pdf', layout: 'card', paper: 'letter' } },
  ],
] as const;

const DOWNLOAD_FAILED = { title: 'Download failed', description: 'Please try again.' } as const;
/**
 * Fetches the file, then hands it to the browser as a download. A plain download link would leave
 * a refusal (a chart asked for while many are drawn, too many charts in a while: issue 27) as a
 * failed download with no word of why; here the server's reason is shown.
 */
async function download(path: string) {
  try {
    const response = await apiFetch(path);
    saveFile(await response.blob(), fileNameOf(response, 'palette'));
  } catch (error) {
    toast(withServerReason(DOWNLOAD_FAILED, error), 'destructive');
  }
}

/**
 * Issue 15: the palette as a file for other tools. Each item downloads from the export route (the
 * server names the file); through the share link, the export is asked for through it too.
 */
export function ExportPaletteMenu({ paletteId, share }: { paletteId: string; share: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses('secondary')}>Export</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {FILES.map((group, index) => (
          <Fragment key={group[0].label}>
            {index > 0 && <DropdownMenuSeparator />}
            {group.map(({ label, query }) => (
              <DropdownMenuItem
                key={label}
                onSelect={() =>
                  void download(
                    `/api/palettes/${encodeURIComponent(paletteId)}/export?${new URLSearchParams({ ...query, ...(share ? { share: 'true' } : {}) })}`,
                  )
                }
              >
                {label}
              </DropdownMenuItem>
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
