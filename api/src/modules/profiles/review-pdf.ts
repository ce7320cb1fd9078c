import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { AppContext } from '../../context.js';
import { profileReviews } from '../../db/schema/index.js';
import { storeFile } from './attachments-service.js';

export type ReviewPdfInput = {
  tenantName: string;
  landlordName: string;
  rating: number;
  text: string;
  address: string | null;
  rentalStart: string | null;
  rentalEnd: string | null;
  writtenAt: Date;
};

/** The standard fonts speak WinAnsi: Icelandic letters are in it; anything else becomes '?'. */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('is-IS', { timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The public review as a one-page PDF (Icelandic with English headings), made in pure JS. */
export async function renderReviewPdf(input: ReviewPdfInput): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Umsögn um leigjanda / Tenant review: ${input.tenantName}`);
  pdf.setProducer('Leiga');
  pdf.setCreationDate(input.writtenAt);
  pdf.setModificationDate(input.writtenAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  const margin = 56;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const write = (text: string, size = 11, f = font, color = rgb(0.1, 0.1, 0.12)) => {
    for (const line of wrap(f, encodable(f, text), size, width)) {
      if (y < margin + size) {
        page = pdf.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin, y, size, font: f, color });
      y -= size * 1.45;
    }
  };
  write('Leiga', 14, bold, rgb(0.05, 0.35, 0.45));
  y -= 6;
  write('Umsögn leigusala um leigjanda / Landlord review of a tenant', 16, bold);
  y -= 8;
  write(`Leigjandi / Tenant: ${input.tenantName}`);
  write(`Leigusali / Landlord: ${input.landlordName}`);
  if (input.address) write(`Heimilisfang / Address: ${input.address}`);
  if (input.rentalStart || input.rentalEnd)
    write(
      `Leigutími / Rental period: ${input.rentalStart ? day(input.rentalStart) : '?'} - ${input.rentalEnd ? day(input.rentalEnd) : '?'}`,
    );
  write(`Einkunn / Rating: ${input.rating} / 5`);
  write(
    `Dagsett / Date: ${new Intl.DateTimeFormat('is-IS', { timeZone: 'Atlantic/Reykjavik' }).format(input.writtenAt)}`,
  );
  y -= 10;
  write(input.text, 11);
  y -= 16;
  write(
    'Skjalið var búið til af Leigu út frá umsögn sem leigusalinn skrifaði.',
    8,
    font,
    rgb(0.4, 0.4, 0.45),
  );
  return Buffer.from(await pdf.save());
}

type ReviewRow = typeof profileReviews.$inferSelect;

/** Renders a review's PDF, stores it as a protected attachment and points the review at it. */
export async function storeReviewPdf(
  deps: Pick<AppContext, 'db' | 'storage'>,
  review: ReviewRow,
  tenantName: string,
  landlordName: string,
): Promise<ReviewRow> {
  const pdf = await renderReviewPdf({
    tenantName,
    landlordName,
    rating: review.rating,
    text: review.text,
    address: review.address,
    rentalStart: review.rentalStart,
    rentalEnd: review.rentalEnd,
    writtenAt: review.updatedAt,
  });
  const file = await storeFile(
    deps,
    review.profileId,
    'review_pdf',
    `umsogn-${review.id}.pdf`,
    pdf,
    'pdf',
    'application/pdf',
  );
  const [updated] = await deps.db
    .update(profileReviews)
    .set({ pdfAttachmentId: file.id })
    .where(eq(profileReviews.id, review.id))
    .returning();
  return updated!;
}
