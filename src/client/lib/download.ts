// Long enough for the browser to have taken the file.
const KEEP_DOWNLOAD_URL_MS = 60_000;

/** Hands a file made or fetched by the page to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(link.href), KEEP_DOWNLOAD_URL_MS);
}

/** The file name a response's Content-Disposition gives (RFC 5987's UTF-8 form first), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}
