import { Fragment } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { apiFetch, withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

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
// Long enough for the browser to have taken the file.
const KEEP_DOWNLOAD_URL_MS = 60_000;

/** The file's name as the server gave it in Content-Disposition (RFC 6266: filename* first). */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? 'palette';
}

/**
 * Fetches the file, then hands it to the browser as a download. A plain download link would leave
 * a refusal (a chart asked for while many are drawn, too many charts in a while: issue 27) as a
 * failed download with no word of why; here the server's reason is shown.
 */
async function download(path: string) {
  try {
    const response = await apiFetch(path);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = fileNameOf(response);
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(link.href), KEEP_DOWNLOAD_URL_MS);
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
