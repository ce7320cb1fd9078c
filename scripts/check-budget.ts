/**
 * The byte budget of a phone's first visit (issue #12), measured in Chromium against the built,
 * running product: the JavaScript and CSS a cold load of `/`, `/listings` and a listing page
 * transfers (compressed bytes on the wire) until the app has rendered the page stay within
 * BUDGET_KB (the server draws these pages and the app's files follow the load event, so the load
 * event alone would count only the stylesheet; each page must come server-drawn), and no
 * lazily loaded chunk of the build is over CHUNK_KB compressed, except the map's. Exits 1 when a
 * build goes over. It also prints what the page has fetched once the network is idle (the page's
 * own chunk and the header's menus, which load just after the first paint), for the record.
 * `npm run check:budget`; LEIGA_PERF_URL measures a product that already runs.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_RENDERED_MARK } from '@leiga/domain';
import { chromium } from 'playwright-core';
import { PHONE, ROOT, publicPages, startProduct } from './web-perf/product.js';

const BUDGET_KB = 170;
const CHUNK_KB = 50;
/** maplibre is loaded only when a map is shown. */
const CHUNK_EXCEPTIONS = /maplibre/i;
const PORT = Number(process.env['BUDGET_PORT'] ?? 3452);

type Transfer = { url: string; bytes: number; isBeforeLoad: boolean };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every lazily loaded chunk of the build, by its brotli size (what a browser downloads). */
function checkChunks(): string[] {
  const dist = path.join(ROOT, 'web/dist');
  const files = JSON.parse(readFileSync(path.join(dist, 'builds/files.json'), 'utf8')) as string[];
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return files
    .filter((f) => f.endsWith('.js') && !html.includes(`/${f}"`) && !CHUNK_EXCEPTIONS.test(f))
    .flatMap((f) => {
      const size = statSync(path.join(dist, `${f}.br`), { throwIfNoEntry: false })?.size ?? 0;
      return size > CHUNK_KB * 1024 ? [`${f}: ${kb(size)} KB compressed > ${CHUNK_KB} KB`] : [];
    });
}

async function main(): Promise<void> {
  const product = await startProduct(PORT);
  const failures: string[] = [];
  try {
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      for (const page of await publicPages(product.origin)) {
        const context = await browser.newContext({
          viewport: { width: PHONE.width, height: PHONE.height },
          deviceScaleFactor: PHONE.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
          locale: 'is-IS',
        });
        const tab = await context.newPage();
        const reply = await tab.goto(product.origin + page.path, { waitUntil: 'load' });
        if (!(await reply?.text())?.includes('data-first-paint'))
          failures.push(`${page.path}: not drawn on the server (no first paint in its HTML)`);
        await tab.waitForFunction(
          (mark) => performance.getEntriesByName(mark).length > 0,
          APP_RENDERED_MARK,
        );
        await tab.waitForLoadState('networkidle');
        // Resource Timing: encodedBodySize is the body as sent (compressed); same origin only.
        const transfers = await tab.evaluate((mark) => {
          const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const [rendered] = performance.getEntriesByName(mark);
          const loadAt = Math.max(nav?.loadEventStart ?? Infinity, rendered?.startTime ?? 0);
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            (r) => ({
              url: new URL(r.name).pathname,
              bytes: r.encodedBodySize,
              isBeforeLoad: r.startTime <= loadAt,
            }),
          );
        }, APP_RENDERED_MARK);
        await context.close();
        const code = transfers.filter((t: Transfer) => /\.(?:m?js|css)$/.test(t.url));
        const counted = code.filter((t) => t.isBeforeLoad);
        const total = counted.reduce((sum, t) => sum + t.bytes, 0);
        const settled = code.reduce((sum, t) => sum + t.bytes, 0);
        const verdict = total > BUDGET_KB * 1024 ? 'OVER' : 'ok';
        console.log(
          `${page.name.padEnd(8)} ${page.path.padEnd(14)} JS+CSS until the app is up ${kb(total).padStart(6)} KB of ${BUDGET_KB} KB  ${verdict}  (${counted.length} files); once idle ${kb(settled)} KB (${code.length} files)`,
        );
        if (process.env['BUDGET_VERBOSE'])
          for (const t of code.sort((a, b) => b.bytes - a.bytes))
            console.log(
              `    ${kb(t.bytes).padStart(6)} KB ${t.url}${t.isBeforeLoad ? '' : ' (after load)'}`,
            );
        if (verdict === 'OVER')
          failures.push(`${page.path}: ${kb(total)} KB of JavaScript and CSS > ${BUDGET_KB} KB`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await product.stop();
  }
  failures.push(...checkChunks());
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\nWithin budget; no lazy chunk over ${CHUNK_KB} KB compressed.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
