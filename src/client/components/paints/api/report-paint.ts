import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { type TPaintReport, type TPaintReportRequest, ZPaintReport } from '#common/schemas/catalogue-care.ts';

/** Issue 42: a painter tells the brand a catalogue paint's facts are wrong. */
export async function reportPaint(paintId: string, request: TPaintReportRequest): Promise<TPaintReport> {
  return ZPaintReport.parse(await apiJson(`/api/paints/${paintId}/reports`, { method: 'POST', body: request }));
}

export function useReportPaint(paintId: string) {
  return useMutation({ mutationFn: (request: TPaintReportRequest) => reportPaint(paintId, request) });
}
