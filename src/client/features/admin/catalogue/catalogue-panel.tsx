import { useState } from 'react';
import { ChartImport } from './chart-import';
import { CoverageTable } from './coverage-table';
import { PaintFixer } from './paint-fixer';
import { ReportsList } from './reports-list';

/** Issue 42: the admin panel's Catalogue tab: coverage, a paint's fix and history, a maker's chart, painters' reports. */
export function CataloguePanel() {
  const [paintId, setPaintId] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <CoverageTable />
      <PaintFixer paintId={paintId} onOpenPaint={setPaintId} />
      <ReportsList onOpenPaint={setPaintId} />
      <ChartImport />
    </div>
  );
}
