/**
 * Lighthouse (mobile settings: a mid-range phone, slow 4G, 4x CPU slowdown) in Debian's Chromium
 * on the three pages of a first visit: `/`, `/listings` and a listing. Prints performance,
 * accessibility, best practices and SEO scores, LCP, CLS and TBT for each, against the aims of
 * issue #12, with Lighthouse's benchmark index of the machine (`host`: its scores scale with it), and
 * why a run failed when Lighthouse could not record one (it tries such a page again). Works
 * offline; LEIGA_PERF_URL measures a product that already runs.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPages, startProduct } from '../scripts/web-perf/product.js';

const PORT = Number(process.env['BENCH_WEB_PORT'] ?? 3453);
/** How many times a page is measured when Lighthouse fails to record it. */
const LIGHTHOUSE_ATTEMPTS = 3;
const AIMS = { performance: 95, lcpMs: 2000, cls: 0.05, accessibility: 100, seo: 100 };

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU speed: TBT and performance scale with it. */
  benchmarkIndex: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function main(): Promise<void> {
  const product = await startProduct(PORT);
  const chrome = await launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const page of await publicPages(product.origin)) {
      // A failed recording (NO_NAVSTART: "please run Lighthouse again"; one page in about twenty
      // here) is Lighthouse's trace, not the page: the page is measured again, at most three
      // times, and a page that fails every time keeps its failure in the table.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(product.origin + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}.`);
        const { runtimeError } = result.lhr;
        if (!runtimeError) break;
        console.log(
          `  ${page.path}: Lighthouse failed (attempt ${attempt} of ${LIGHTHOUSE_ATTEMPTS}): ${runtimeError.code} ${runtimeError.message}`,
        );
        if (attempt === LIGHTHOUSE_ATTEMPTS) break;
      }
      const { categories, audits, environment } = result.lhr;
      rows.push({
        page: `${page.name} ${page.path}`,
        performance: score(categories['performance']?.score),
        accessibility: score(categories['accessibility']?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories['seo']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: environment.benchmarkIndex,
      });
      for (const id of ['seo', 'accessibility', 'best-practices'])
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            console.log(`  ${page.path}: ${id} loses on "${audit.title}"`);
        }
    }
  } finally {
    chrome.kill();
    await product.stop();
  }
  console.log(
    '\npage                   perf  a11y  best   seo      LCP     CLS      TBT   host\n' +
      rows
        .map(
          (r) =>
            `${r.page.padEnd(22)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${(r.lcpMs / 1000).toFixed(1).padStart(5)} s  ${r.cls.toFixed(3)}  ${Math.round(r.tbtMs).toString().padStart(4)} ms  ${Math.round(r.benchmarkIndex).toString().padStart(5)}`,
        )
        .join('\n'),
  );
  console.log(
    `\naims: performance >= ${AIMS.performance}, LCP <= ${AIMS.lcpMs / 1000} s, CLS <= ${AIMS.cls}, accessibility ${AIMS.accessibility}, SEO ${AIMS.seo}`,
  );
  const missed = rows.filter(
    (r) =>
      r.performance < AIMS.performance ||
      r.lcpMs > AIMS.lcpMs ||
      r.cls > AIMS.cls ||
      r.accessibility < AIMS.accessibility ||
      r.seo < AIMS.seo,
  );
  console.log(
    missed.length === 0
      ? 'every page meets the aims'
      : `short of the aims: ${missed.map((r) => r.page).join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
