import { describe, expect, it } from 'vitest';
import { withListingMeta } from '../src/page-meta.js';

const INDEX =
  '<!doctype html><html><head><title>Leiga</title><meta name="description" content="Leiga"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (title: string, description: string) => ({
  id: 7,
  title,
  description,
  imageKey: 'listings/7/a.jpg',
  firstPhotoKey: 'listings/7/a.jpg',
  price: 250_000,
});

describe('a listing page’s meta tags', () => {
  it.each([
    ["$'", '$`'],
    ['$&', "$'"],
    ['$`', '$&'],
    ['$$ and $1', '$<name>'],
  ])('keep the special replacement patterns %s / %s as text', (title, description) => {
    const html = withListingMeta(
      INDEX,
      meta(`Íbúð ${title} í 101`, `Björt ${description} íbúð`),
      'https://leiga.example',
      '/listings/7',
    );
    expect(html).toContain(`<title>Íbúð ${escape(title)} í 101 · Leiga</title>`);
    expect(html).toContain(
      `<meta property="og:description" content="Björt ${escape(description)} íbúð">`,
    );
    // One copy of the page's own markup, never a second one spliced in by the pattern.
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
