import { useId, useState } from 'react';
import { CsvFileButton } from '#client/components/csv-file-button.tsx';
import { ImportRowList, type TReportedRow } from '#client/components/import-row-list.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { ToastText } from '#common/constants.ts';
import type { TImportResult } from '#common/schemas/color.ts';
import { useImportColors, usePreviewImport } from '../api/import-colors';
import { describePlace, placeOf } from '../board/places';

const IMPORT_TEXTS = {
  imported: (count: number): ToastText => ({ title: count === 1 ? '1 color imported' : `${count} colors imported` }),
  failed: { title: 'Import failed', description: 'Please try again.' },
  title: (fileName: string) => `Import ${fileName}`,
  adds: (count: number) => (count === 1 ? 'This adds 1 color to the palette:' : `This adds ${count} colors to the palette:`),
  addsNothing: 'No row of this file can be imported.',
  addsHeading: 'Colors to add',
  badRowsHeading: 'Rows that will not be imported',
  badRowsIntro: 'Fix them in the file and import those rows again.',
  elsewhereHeading: 'Put in other places',
  elsewhereIntro: 'The places their rows name are taken or are not in this palette.',
  confirm: (count: number) => (count === 1 ? 'Import 1 color' : `Import ${count} colors`),
} as const;

interface TPreview {
  fileName: string;
  csv: string;
  result: TImportResult;
}

/**
 * Issue 15: colors from a CSV file (the export's columns, or any with Paint name and Hex) added to
 * the palette: each back in the place its row names when that is free (issue 25), else in a free
 * place. Issue 27: nothing is added until the painter has seen what will be, where each color
 * goes, and which rows cannot be read and why; then one button adds them.
 */
export function ImportColorsButton({ paletteId }: { paletteId: string }) {
  const previewImport = usePreviewImport(paletteId);
  const importColors = useImportColors(paletteId);
  const [preview, setPreview] = useState<TPreview | null>(null);
  const busy = previewImport.isPending || importColors.isPending;

  async function previewFile(file: File) {
    try {
      const csv = await file.text();
      setPreview({ fileName: file.name, csv, result: await previewImport.mutateAsync(csv) });
    } catch (error) {
      // The server says why (a palette without room for them all, a file without the needed columns).
      toast(withServerReason(IMPORT_TEXTS.failed, error), 'destructive');
    }
  }

  async function apply(csv: string) {
    try {
      const result = await importColors.mutateAsync(csv);
      toast(IMPORT_TEXTS.imported(result.imported.length));
      setPreview(null);
    } catch (error) {
      toast(withServerReason(IMPORT_TEXTS.failed, error), 'destructive');
    }
  }

  const result = preview?.result;
  const adding = result?.imported ?? [];
  return (
    <>
      <CsvFileButton busy={busy} onFile={(file) => void previewFile(file)}>
        Import CSV
      </CsvFileButton>
      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        {preview && result ? (
          <DialogContent
            title={IMPORT_TEXTS.title(preview.fileName)}
            description={adding.length > 0 ? IMPORT_TEXTS.adds(adding.length) : IMPORT_TEXTS.addsNothing}
          >
            <div className="max-h-[60vh] space-y-4 overflow-y-auto text-sm">
              {adding.length > 0 && (
                <ul aria-label={IMPORT_TEXTS.addsHeading} className="space-y-1">
                  {adding.map((color) => {
                    const place = placeOf(color);
                    return (
                      <li key={color.id} className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="size-5 shrink-0 rounded border border-line"
                          style={{ backgroundColor: color.hexCode }}
                        />
                        <span className="min-w-0">
                          <span className="font-medium">{color.paintName}</span>
                          {color.manufacturer ? `, ${color.manufacturer}` : ''} · {color.hexCode}
                          {place ? ` · ${describePlace(place)}` : ''}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
              <ReportSection heading={IMPORT_TEXTS.elsewhereHeading} intro={IMPORT_TEXTS.elsewhereIntro} rows={result.placedElsewhere} />
              <ReportSection heading={IMPORT_TEXTS.badRowsHeading} intro={IMPORT_TEXTS.badRowsIntro} rows={result.badRows} />
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setPreview(null)}>
                Cancel
              </Button>
              {adding.length > 0 && (
                <Button disabled={importColors.isPending} onClick={() => void apply(preview.csv)}>
                  {IMPORT_TEXTS.confirm(adding.length)}
                </Button>
              )}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

/** A part of the import's report: rows of the file, each with its line and what became of it. */
function ReportSection({ heading, intro, rows }: { heading: string; intro: string; rows: readonly TReportedRow[] }) {
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="font-semibold">
        {heading}
      </h3>
      <p className="text-ink-muted">{intro}</p>
      <ImportRowList rows={rows} />
    </section>
  );
}
