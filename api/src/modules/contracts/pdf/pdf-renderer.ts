import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ContractPdfModel, PdfBlock, PdfSignature } from '@leiga/domain';
import { loadPdfFonts } from './pdf-fonts.js';

/**
 * Lays a lease model out on A4 pages with pdf-lib: headings, two-column label/value rows that
 * wrap, a signatures block that is never split across pages, and "page n of N" on every page.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER_Y = 28;
const LABEL_WIDTH = 190;
const GAP = 12;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);
const ACCENT = rgb(0.05, 0.35, 0.45);
const RULE = rgb(0.8, 0.82, 0.85);

/** A JPEG drawn under a block's rows (the inspection report's issue photos). */
export type PdfImage = { jpeg: Uint8Array; width: number; height: number };

/** A block as the renderer lays it out: its rows, then its images side by side. */
export type PdfRenderBlock = PdfBlock & { images?: readonly PdfImage[] };

/** The lease's model, or another document's with images in its blocks. */
export type PdfRenderModel = Omit<ContractPdfModel, 'sections'> & {
  sections: { heading: string; blocks: PdfRenderBlock[] }[];
};

/** An image's box on the page, in points: about 100 wide, never taller than wide. */
const IMAGE_BOX = 100;
const IMAGE_GAP = 8;

type Fonts = { regular: PDFFont; bold: PDFFont };
type Style = { size: number; font: PDFFont; color?: ReturnType<typeof rgb> };

/**
 * Text widths from per-letter advances, cached per font file for the process: pdf-lib measures
 * a string by shaping it with fontkit, which was most of a lease's rendering time when wrapping
 * measured every word. Kerning is left out; DejaVu's pairs move a line by a point or two, which
 * the right margin absorbs.
 */
const advances = new Map<string, Map<string, number>>();

function widthOf(text: string, style: Style): number {
  let cache = advances.get(style.font.name);
  if (!cache) advances.set(style.font.name, (cache = new Map()));
  let width = 0;
  for (const ch of text) {
    let advance = cache.get(ch);
    if (advance === undefined) {
      advance = style.font.widthOfTextAtSize(ch, 1000);
      cache.set(ch, advance);
    }
    width += advance;
  }
  return (width * style.size) / 1000;
}

/** Splits text into lines no wider than `width`; a word wider than a line is cut by letters. */
function wrap(text: string, style: Style, width: number): string[] {
  const fits = (s: string) => widthOf(s, style) <= width;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\t/g, ' ').split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const ch of word) {
        if (line && !fits(line + ch)) {
          lines.push(line);
          line = '';
        }
        line += ch;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly width = A4[0] - MARGIN * 2;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  lineHeight(style: Style): number {
    return style.size * 1.4;
  }

  /** Lines at x from `top` down, on the current page. */
  private drawLines(lines: string[], x: number, top: number, style: Style): void {
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x,
        y: top - style.size - i * this.lineHeight(style),
        size: style.size,
        font: style.font,
        color: style.color ?? INK,
      });
    });
  }

  paragraph(text: string, style: Style): void {
    for (const line of wrap(text, style, this.width)) {
      this.ensure(this.lineHeight(style));
      this.drawLines([line], MARGIN, this.y, style);
      this.y -= this.lineHeight(style);
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** A label and its value side by side; a row that does not fit moves whole to the next page. */
  row(label: string, value: string): void {
    const labelStyle = { size: 9, font: this.fonts.regular, color: MUTED };
    const valueStyle = { size: 9.5, font: this.fonts.regular };
    const labels = wrap(label, labelStyle, LABEL_WIDTH - GAP);
    const values = wrap(value, valueStyle, this.width - LABEL_WIDTH);
    const height = Math.max(
      labels.length * this.lineHeight(labelStyle),
      values.length * this.lineHeight(valueStyle),
    );
    this.ensure(height + 2);
    this.drawLines(labels, MARGIN, this.y, labelStyle);
    this.drawLines(values, MARGIN + LABEL_WIDTH, this.y, valueStyle);
    this.y -= height + 2;
  }

  heading(text: string): void {
    // A heading is kept with at least two rows below it.
    this.ensure(60);
    this.space(8);
    this.paragraph(text, { size: 12, font: this.fonts.bold, color: ACCENT });
    this.space(2);
    this.rule();
    this.space(6);
  }

  async block(block: PdfRenderBlock): Promise<void> {
    if (block.title) {
      this.ensure(40);
      this.space(3);
      this.paragraph(block.title, { size: 10, font: this.fonts.bold });
    }
    for (const r of block.rows) this.row(r.label, r.value);
    if (block.images && block.images.length > 0) await this.images(block.images);
    this.space(4);
  }

  /** Images side by side under the rows, each scaled into its box; a full row wraps. */
  private async images(images: readonly PdfImage[]): Promise<void> {
    const perRow = Math.max(1, Math.floor((this.width + IMAGE_GAP) / (IMAGE_BOX + IMAGE_GAP)));
    for (let start = 0; start < images.length; start += perRow) {
      const sizes = images.slice(start, start + perRow).map((image) => {
        const scale = Math.min(IMAGE_BOX / image.width, IMAGE_BOX / image.height);
        return { image, width: image.width * scale, height: image.height * scale };
      });
      const height = Math.max(...sizes.map((s) => s.height));
      this.ensure(height + 6);
      this.space(3);
      let x = MARGIN;
      for (const { image, width, height: h } of sizes) {
        const embedded = await this.pdf.embedJpg(image.jpeg);
        this.page.drawImage(embedded, { x, y: this.y - h, width, height: h });
        x += width + IMAGE_GAP;
      }
      this.y -= height + 3;
    }
  }

  signature(signature: PdfSignature, lineLabel: string): void {
    const height = 78;
    this.ensure(height);
    const top = this.y;
    const bold = { size: 10, font: this.fonts.bold };
    const small = { size: 9, font: this.fonts.regular, color: MUTED };
    this.drawLines([`${signature.role}: ${signature.name}`], MARGIN, top, bold);
    this.drawLines([signature.identifier], MARGIN, top - 14, small);
    this.page.drawLine({
      start: { x: MARGIN, y: top - 50 },
      end: { x: MARGIN + 260, y: top - 50 },
      thickness: 0.6,
      color: INK,
    });
    this.drawLines([lineLabel], MARGIN, top - 53, small);
    this.drawLines([signature.signedAt], MARGIN + 290, top - 38, {
      size: 9.5,
      font: this.fonts.regular,
    });
    this.y -= height;
  }
}

export type PdfMetadata = { title: string; lang: string; createdAt: Date };

export async function renderContractPdf(
  model: PdfRenderModel,
  metadata: PdfMetadata,
): Promise<Buffer> {
  const files = await loadPdfFonts();
  const pdf = await PDFDocument.create();
  // A parsed font is not shared between documents: fontkit caches glyphs with the letters they
  // were first met for, and a glyph first met inside another one (c in ć) would then lose its
  // letter from the next document's text layer.
  pdf.registerFontkit(fontkit);
  pdf.setTitle(metadata.title);
  pdf.setLanguage(metadata.lang);
  pdf.setProducer('Leiga');
  pdf.setCreator('Leiga');
  pdf.setCreationDate(metadata.createdAt);
  pdf.setModificationDate(metadata.createdAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
  const layout = new Layout(pdf, fonts);

  layout.paragraph('Leiga', { size: 11, font: fonts.bold, color: ACCENT });
  layout.space(4);
  layout.paragraph(model.title, { size: 17, font: fonts.bold });
  layout.paragraph(model.subtitle, { size: 10, font: fonts.regular, color: MUTED });
  layout.space(8);
  for (const r of model.meta) layout.row(r.label, r.value);
  layout.space(6);
  layout.paragraph(model.intro, { size: 9.5, font: fonts.regular });
  for (const section of model.sections) {
    layout.heading(section.heading);
    for (const block of section.blocks) await layout.block(block);
  }
  layout.heading(model.signaturesHeading);
  for (const signature of model.signatures) layout.signature(signature, model.signatureLine);

  const pages = pdf.getPages();
  const footer = { size: 8, font: fonts.regular, color: MUTED };
  pages.forEach((page, i) => {
    const label = `${model.subtitle} · ${model.pageLabel(i + 1, pages.length)}`;
    const width = widthOf(label, footer);
    page.drawText(label, { x: A4[0] - MARGIN - width, y: FOOTER_Y, ...footer });
  });
  return Buffer.from(await pdf.save());
}
