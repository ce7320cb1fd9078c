import { performance } from 'node:perf_hooks';
import { LOAN_LIMITS, buildLoanPaymentSchedule, type LoanScheduleInput } from '@leiga/domain';
import { DEMO_PASSWORD, IN_MEMORY, startTestApi } from '@leiga/api';

/**
 * `npm run bench:loans` (issue #18): (1) the payment schedules of BENCH_LOANS (default 1,000)
 * loans against a baseline of the bare annuity arithmetic (no krona rounding, due dates on
 * business days or APRC), best of BENCH_ROUNDS (default 5); (2) the guarantee assessment with the
 * sandbox credit bureau, BENCH_ASSESSMENTS (default 40) applications one at a time over HTTP,
 * against a read of the same guarantee, on PGlite or the DATABASE_URL server. Prints times and
 * ratios measured in this run; never asserts.
 */
const loanCount = Number(process.env['BENCH_LOANS'] ?? 1_000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const assessments = Number(process.env['BENCH_ASSESSMENTS'] ?? 40);

// A fixed pseudo-random sequence, so every run computes the same loans.
let seed = 20261125;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const loans: LoanScheduleInput[] = Array.from({ length: loanCount }, () => ({
  amount: Math.round(
    LOAN_LIMITS.minAmount + next() * (LOAN_LIMITS.maxAmount - LOAN_LIMITS.minAmount),
  ),
  months: 1 + Math.floor(next() * LOAN_LIMITS.maxMonths),
  firstDueDate: `2027-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
}));

function bareAnnuity(loan: LoanScheduleInput): number {
  const rate = 0.1565 / 12;
  const payment = (loan.amount * rate) / (1 - (1 + rate) ** -loan.months);
  let balance = loan.amount;
  let interestTotal = 0;
  for (let i = 0; i < loan.months; i++) {
    const interest = balance * rate;
    interestTotal += interest;
    balance -= payment - interest;
  }
  return interestTotal;
}

function best(run: () => number): { ms: number; check: number } {
  let ms = Infinity;
  let check = 0;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    check = run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, check };
}

const rowCount = loans.reduce((s, l) => s + l.months, 0);
const bare = best(() => loans.reduce((s, l) => s + bareAnnuity(l), 0));
const real = best(() => loans.reduce((s, l) => s + buildLoanPaymentSchedule(l).totalInterest, 0));
console.log(
  `(1) payment schedules of ${loanCount.toLocaleString('en')} loans, ${rowCount.toLocaleString('en')} rows, best of ${rounds}`,
);
console.log(`  baseline, bare annuity arithmetic   ${bare.ms.toFixed(1).padStart(8)} ms`);
console.log(
  `  buildLoanPaymentSchedule            ${real.ms.toFixed(1).padStart(8)} ms   ${Math.round((rowCount / real.ms) * 1000).toLocaleString('en')} rows/s`,
);
console.log(
  `  ratio schedule/baseline: ${(real.ms / bare.ms).toFixed(1)}x (interest totals ${Math.round(real.check).toLocaleString('en')} kr and ${Math.round(bare.check).toLocaleString('en')} kr)`,
);

const database = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';
const api = await startTestApi({
  logLevel: 'silent',
  ...(process.env['DATABASE_URL'] ? {} : { databaseUrl: undefined, dataDir: IN_MEMORY }),
});
try {
  const login = await fetch(`${api.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna@leiga.is', password: DEMO_PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const ids: number[] = [];
  for (let i = 0; i < assessments; i++) {
    const res = await fetch(`${api.url}/api/rental-guarantees/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ monthly_rent: 250_000, amount: 500_000 + i }),
    });
    if (res.status !== 201) throw new Error(`apply: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  const time = async (call: (id: number) => Promise<Response>) => {
    const times: number[] = [];
    for (const id of ids) {
      const start = performance.now();
      const res = await call(id);
      await res.text();
      if (!res.ok) throw new Error(`${res.status} on guarantee ${id}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95) };
  };
  const read = await time((id) => fetch(`${api.url}/api/rental-guarantees/${id}/`, { headers }));
  const assess = await time((id) =>
    fetch(`${api.url}/api/rental-guarantees/${id}/assess/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ consent: true }),
    }),
  );
  console.log(
    `\n(2) guarantee assessment with the sandbox credit bureau, ${assessments} applications, ${database}`,
  );
  console.log(
    `  baseline, GET the guarantee         p50 ${read.p50.toFixed(1).padStart(6)} ms   p95 ${read.p95.toFixed(1).padStart(6)} ms`,
  );
  console.log(
    `  POST assess (lookup + decision)     p50 ${assess.p50.toFixed(1).padStart(6)} ms   p95 ${assess.p95.toFixed(1).padStart(6)} ms`,
  );
  console.log(`  ratio assess/read at p50: ${(assess.p50 / read.p50).toFixed(1)}x`);
} finally {
  await api.close();
}
