// The PDF chart renderer's worker thread (pdf-charts.ts): a chart is seconds of pdfkit and fontkit
// work on a big palette, which on the server's own thread would hold up every other request.
import { pdfFile, type TPdfChart } from './formats/pdf/chart';

export default async function renderPdfChart(chart: TPdfChart): Promise<Uint8Array> {
  return new Uint8Array(await pdfFile(chart));
}
