import { formatMoney } from '@leiga/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { FormAlert } from '../../ui/form/FormKit';
import {
  SandboxBankError,
  lateMoment,
  listClaims,
  partAmount,
  payClaim,
  type PayOptions,
  type SandboxClaim,
} from './sandbox-bank';

type Way = 'full' | 'late' | 'part';

function optionsFor(way: Way, claim: SandboxClaim): PayOptions {
  if (way === 'late') return { paid_at: lateMoment(claim.final_due_date) };
  if (way === 'part') return { amount: partAmount(claim) };
  return {};
}

/**
 * /sandbox/bank: the sandbox bank's claims, as a tenant's online bank lists them, with buttons
 * to pay one in full, late (a month after the final due date, with default interest) or partly.
 * Leiga learns of the payment by polling the bank, as it would a real one.
 */
export function SandboxBankPage() {
  const { t, i18n } = useTranslation();
  const [claims, setClaims] = useState<SandboxClaim[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setClaims(await listClaims());
    } catch {
      setError('sandbox-bank.load_failed');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const pay = async (claim: SandboxClaim, way: Way) => {
    setError(null);
    setPaid(null);
    setBusy(claim.claim_id);
    try {
      await payClaim(claim.claim_id, optionsFor(way, claim));
      setPaid(claim.claim_id);
      await load();
    } catch (caught) {
      const code = caught instanceof SandboxBankError ? caught.code : null;
      setError(
        code === 'claim_paid' || code === 'claim_cancelled'
          ? `sandbox-bank.errors.${code}`
          : 'sandbox-bank.errors.failed',
      );
    } finally {
      setBusy(null);
    }
  };

  const money = (amount: number) => formatMoney(amount, 'ISK', i18n.language);

  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-ink">{t('sandbox-bank.title')}</h1>
      <p className="text-ink-muted">{t('sandbox-bank.intro')}</p>
      {error && <FormAlert tone="error">{t(error)}</FormAlert>}
      {paid && <FormAlert tone="success">{t('sandbox-bank.paid_notice')}</FormAlert>}
      {!claims && !error && <Spinner label={t('sandbox-bank.loading')} />}
      {claims?.length === 0 && <p>{t('sandbox-bank.empty')}</p>}
      {claims && claims.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('sandbox-bank.list_label')}>
          {claims.map((claim) => (
            <li
              key={claim.claim_id}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-raised p-4"
            >
              <p className="font-medium">
                {claim.reference ?? claim.claim_id} · {money(claim.amount)}
              </p>
              <p className="text-sm text-ink-muted">
                {t('sandbox-bank.due', {
                  due: formatDate(claim.due_date),
                  final: formatDate(claim.final_due_date),
                })}
                {' · '}
                {t('sandbox-bank.payor', { kennitala: claim.payor_id })}
                {' · '}
                {t('sandbox-bank.paid_so_far', { amount: money(claim.paid_amount) })}
              </p>
              <p className="text-sm">{t(`sandbox-bank.status.${claim.status}`)}</p>
              {claim.status === 'Unpaid' && (
                <div className="flex flex-wrap gap-2">
                  {(['full', 'late', 'part'] as const).map((way) => (
                    <Button
                      key={way}
                      variant={way === 'full' ? 'primary' : 'secondary'}
                      size="sm"
                      isDisabled={busy !== null}
                      onPress={() => void pay(claim, way)}
                    >
                      {t(`sandbox-bank.pay_${way}`)}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
