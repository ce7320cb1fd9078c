import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  createPdfTranslator,
  formatNumber,
  getCurrencyUnit,
  RESIDENTIAL_RENT_FORM,
  type Locale,
  type PdfTranslate,
} from '@leiga/domain';
import da from '@leiga/domain/locales/da/income-summary.json' with { type: 'json' };
import en from '@leiga/domain/locales/en/income-summary.json' with { type: 'json' };
import is from '@leiga/domain/locales/is/income-summary.json' with { type: 'json' };
import pl from '@leiga/domain/locales/pl/income-summary.json' with { type: 'json' };
import uk from '@leiga/domain/locales/uk/income-summary.json' with { type: 'json' };
import { loadPdfFonts } from '../contracts/pdf/pdf-fonts.js';
import type { IncomeSummaryView } from './income-summary-view.js';

/**
 * The yearly income summary as an A4 PDF in any of the five languages (DejaVu Sans carries
 * Icelandic, Polish and Cyrillic letters): a table per property and month, totals, the figure
 * for the tax return's box and the notes the page shows.
 */

const CATALOGUES = { is, en, uk, da, pl } as const;
const translators = new Map<Locale, PdfTranslate>();
const translatorOf = (lang: Locale): PdfTranslate => {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = createPdfTranslator({ income: CATALOGUES[lang] }, lang)));
  return t;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);
const ACCENT = rgb(0.05, 0.35, 0.45);
const RULE = rgb(0.8, 0.82, 0.85);
/** Month, then the six figures, right-aligned. */
const FIRST_COLUMN = 92;
const FIGURE_COLUMNS = 6;
const FIGURE_KEYS = [
  'rent',
  'utilities',
  'default_interest',
  'received',
  'fees',
  'paid_out',
] as const;
const COLUMN_LABELS = ['rent', 'utilities', 'interest', 'received', 'fees', 'paid_out'] as const;

type Figures = IncomeSummaryView['totals'];
type Style = { size: number; font: PDFFont; color?: ReturnType<typeof rgb> };

class Pages {
  private page!: PDFPage;
  private y = 0;
  readonly width = A4[0] - MARGIN * 2;

  constructor(private readonly pdf: PDFDocument) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Wrapped text across the page width. */
  paragraph(text: string, style: Style): void {
    const words = text.split(/ +/);
    let line = '';
    const flush = () => {
      this.ensure(style.size * 1.4);
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - style.size,
        size: style.size,
        font: style.font,
        color: style.color ?? INK,
      });
      this.y -= style.size * 1.4;
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && style.font.widthOfTextAtSize(next, style.size) > this.width) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
  }

  /** One table row: a label, then six cells right-aligned in equal columns. */
  row(label: string, cells: readonly string[], style: Style): void {
    const height = style.size * 1.5;
    this.ensure(height);
    const top = this.y - style.size;
    const color = style.color ?? INK;
    this.page.drawText(label, { x: MARGIN, y: top, size: style.size, font: style.font, color });
    const columnWidth = (this.width - FIRST_COLUMN) / FIGURE_COLUMNS;
    cells.forEach((cell, i) => {
      const right = MARGIN + FIRST_COLUMN + columnWidth * (i + 1);
      const x = right - style.font.widthOfTextAtSize(cell, style.size);
      this.page.drawText(cell, { x, y: top, size: style.size, font: style.font, color });
    });
    this.y -= height;
  }

  /** The column headings, each wrapped to its column and right-aligned, bottom lines level. */
  header(label: string, cells: readonly string[], style: Style): void {
    const columnWidth = (this.width - FIRST_COLUMN) / FIGURE_COLUMNS;
    const fit = (text: string, width: number): string[] => {
      const lines: string[] = [];
      let line = '';
      for (const word of text.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (line && style.font.widthOfTextAtSize(next, style.size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      if (line) lines.push(line);
      return lines;
    };
    const wrapped = cells.map((cell) => fit(cell, columnWidth - 6));
    const count = Math.max(1, ...wrapped.map((lines) => lines.length));
    const lineHeight = style.size * 1.25;
    this.ensure(count * lineHeight + style.size);
    const bottom = this.y - style.size - (count - 1) * lineHeight;
    const color = style.color ?? INK;
    this.page.drawText(label, { x: MARGIN, y: bottom, size: style.size, font: style.font, color });
    wrapped.forEach((lines, i) => {
      const right = MARGIN + FIRST_COLUMN + columnWidth * (i + 1);
      lines.forEach((line, j) => {
        const x = right - style.font.widthOfTextAtSize(line, style.size);
        const y = bottom + (lines.length - 1 - j) * lineHeight;
        this.page.drawText(line, { x, y, size: style.size, font: style.font, color });
      });
    });
    this.y -= count * lineHeight + style.size * 0.5;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + this.width, y: this.y + 2 },
      thickness: 0.6,
      color: RULE,
    });
  }
}

export type IncomeSummaryPdfInput = {
  summary: IncomeSummaryView;
  lang: Locale;
  landlordName: string;
  landlordKennitala: string | null;
  madeAt: Date;
};

export async function renderIncomeSummaryPdf(input: IncomeSummaryPdfInput): Promise<Buffer> {
  const { summary, lang } = input;
  const t = translatorOf(lang);
  const files = await loadPdfFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const title = t('income.pdf.title', { year: summary.year });
  pdf.setTitle(title);
  pdf.setLanguage(lang);
  pdf.setProducer('Leiga');
  pdf.setCreator('Leiga');
  pdf.setCreationDate(input.madeAt);
  pdf.setModificationDate(input.madeAt);
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const pages = new Pages(pdf);
  const amount = (n: number) => formatNumber(n, lang);
  const cells = (f: Figures) => FIGURE_KEYS.map((key) => amount(f[key]));
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
  const body = { size: 8.5, font: regular };
  const strong = { size: 8.5, font: bold };
  const muted = { size: 8.5, font: regular, color: MUTED };

  pages.paragraph('Leiga', { size: 11, font: bold, color: ACCENT });
  pages.space(4);
  pages.paragraph(title, { size: 17, font: bold });
  const who = input.landlordKennitala
    ? `${input.landlordName} (${input.landlordKennitala})`
    : input.landlordName;
  pages.paragraph(`${t('income.pdf.landlord')}: ${who}`, { size: 10, font: regular });
  const made = new Intl.DateTimeFormat('is-IS', { timeZone: 'Atlantic/Reykjavik' });
  pages.paragraph(`${t('income.pdf.made')}: ${made.format(input.madeAt)}`, muted);
  pages.space(8);

  if (summary.groups.length === 0) pages.paragraph(t('income.empty', { year: summary.year }), body);
  if (summary.is_residential_over_limit) {
    pages.paragraph(t('income.over_limit'), strong);
    pages.space(4);
  }
  const unit = getCurrencyUnit(summary.currency, lang);
  const header = COLUMN_LABELS.map((key) => t(`income.columns.${key}`));
  for (const group of summary.groups) {
    pages.ensure(80);
    pages.space(6);
    pages.paragraph(t(`income.kind.${group.kind}`), { size: 12, font: bold, color: ACCENT });
    pages.paragraph(
      group.form_box
        ? t('income.form_box', { box: group.form_box, form: RESIDENTIAL_RENT_FORM })
        : t('income.commercial_note'),
      muted,
    );
    for (const property of group.properties) {
      pages.ensure(60);
      pages.space(6);
      const code = property.property_code ? ` · F${property.property_code}` : '';
      pages.paragraph(`${property.street}, ${property.postal_code}${code}`, {
        size: 10,
        font: bold,
      });
      pages.header(`${t('income.columns.month')} (${unit})`, header, {
        size: 7,
        font: bold,
        color: MUTED,
      });
      pages.rule();
      for (const month of property.months)
        pages.row(
          monthName.format(new Date(Date.UTC(summary.year, month.month - 1, 1))),
          cells(month),
          body,
        );
      pages.rule();
      pages.row(t('income.property_total'), cells(property.totals), strong);
    }
    pages.space(4);
    pages.paragraph(t('income.group_total', { kind: t(`income.kind.${group.kind}`) }), strong);
    pages.row('', cells(group.totals), strong);
    if (group.form_box) {
      pages.space(2);
      pages.paragraph(
        `${t('income.figure_for_form', { box: group.form_box })}: ${amount(group.totals.rent)} ${unit}`,
        { size: 10, font: bold },
      );
    }
  }
  if (summary.groups.length > 0) {
    pages.space(8);
    pages.row(t('income.year_total'), cells(summary.totals), { size: 9, font: bold });
  }
  pages.space(12);
  pages.paragraph(t('income.notes.heading'), { size: 10, font: bold });
  for (const note of ['gross', 'apart', 'no_tax', 'months', 'source'] as const)
    pages.paragraph(t(`income.notes.${note}`), muted);

  const all = pdf.getPages();
  const footer = { size: 8, font: regular };
  all.forEach((page, i) => {
    const label = `${title} · ${t('income.pdf.page', { page: i + 1, total: all.length })}`;
    const width = regular.widthOfTextAtSize(label, footer.size);
    page.drawText(label, { x: A4[0] - MARGIN - width, y: 28, ...footer, color: MUTED });
  });
  return Buffer.from(await pdf.save());
}
