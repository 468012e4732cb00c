// The part of fontkit 2 (MIT, pdfkit's own font engine) the PDF chart uses: it ships no types.
declare module 'fontkit' {
  export interface Font {
    readonly unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): { readonly advanceWidth: number };
  }
  export function create(data: Uint8Array): Font;
}
