import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * DejaVu Sans from the dejavu-fonts-ttf package: one TrueType file carries Icelandic (ð þ æ ö),
 * Polish (ł ą ę ś ż ź ć ń) and Ukrainian Cyrillic. The bytes are read once per process; each
 * PDF embeds only the glyphs it uses (subset), so a lease stays a few tens of kilobytes.
 */
export type PdfFontFiles = { regular: Uint8Array; bold: Uint8Array };

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

let loading: Promise<PdfFontFiles> | undefined;

export function loadPdfFonts(): Promise<PdfFontFiles> {
  loading ??= Promise.all([
    readFile(path.join(fontDir, 'DejaVuSans.ttf')),
    readFile(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read (a broken install) is tried again on the next PDF, not remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}
