import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MyRentalProfileLinkDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { Card, PageHeader } from '../../ui/Card';

const STEPS = ['consent', 'incomes', 'score', 'share'] as const;

/** /pre-approval: what a credit pre-approval is, and the way to start one (signed in first). */
export function PreApprovalInfoPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data } = useQuery(MyRentalProfileLinkDocument, { skip: !user });
  const username = data?.me?.rentalProfile?.profileUsername;
  const start = username
    ? `${routes.rentalProfile.href({ username })}#pre-approval`
    : `${routes.login.href()}?next=${encodeURIComponent(routes.preApproval.href())}`;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('profiles.info.title')} subtitle={t('profiles.info.subtitle')} />
      <Card>
        <ol className="space-y-4">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h2 className="font-semibold text-ink">{t(`profiles.info.steps.${step}.title`)}</h2>
                <p className="text-ink-muted">{t(`profiles.info.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6">
          {user && !username && user.userType === 'LANDLORD' ? (
            <p className="text-ink-muted">{t('profiles.info.tenants_only')}</p>
          ) : (
            <RouteLink to={start} className={buttonClass('primary', 'lg')}>
              {user ? t('profiles.info.start') : t('profiles.info.sign_in_to_start')}
            </RouteLink>
          )}
        </div>
      </Card>
    </div>
  );
}
