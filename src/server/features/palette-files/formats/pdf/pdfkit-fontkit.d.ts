import type { Font } from 'fontkit';

// pdfkit 0.20 takes an opened fontkit font as well as a file (PDFFontFactory.open: a source with a
// `layout` method is used as it is), which its types do not say: one font opened for all documents.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
