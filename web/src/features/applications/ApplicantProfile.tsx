import { formatNumber } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { ApplicantProfile_ProfileFragmentDoc } from '../../__generated__/graphql';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { UserIcon } from '../../ui/icons';
import { formatMoney } from './model';
import { enumKey } from '../../lib/enums';

/** The applicant's rental profile as the api let the landlord see it (visibility applied). */
export function ApplicantProfile({
  profile: ref,
}: {
  profile: FragmentType<typeof ApplicantProfile_ProfileFragmentDoc>;
}) {
  const { t, i18n } = useTranslation();
  const p = getFragmentData(ApplicantProfile_ProfileFragmentDoc, ref);
  const year = new Date().getFullYear();
  const facts: { label: string; value: string }[] = [
    p.currentlyBased && { label: t('applications.profile.based'), value: p.currentlyBased.name },
    p.employers[0] && {
      label: t('applications.profile.work'),
      value: [p.employers[0].position, p.employers[0].name].filter(Boolean).join(', '),
    },
    p.educations[0] && {
      label: t('applications.profile.education'),
      value: [p.educations[0].program, p.educations[0].institutionName].filter(Boolean).join(', '),
    },
    {
      label: t('applications.profile.children'),
      value: p.children.length
        ? p.children
            .map((c) => t('applications.profile.age', { count: year - c.birthYear }))
            .join(', ')
        : t('applications.profile.none'),
    },
    {
      label: t('applications.profile.pets'),
      value: p.pets.length
        ? p.pets.map((x) => x.name ?? t(enumKey('applications.pets', x.kind))).join(', ')
        : t('applications.profile.none'),
    },
    p.isSmoker !== null && {
      label: t('applications.profile.smoker'),
      value: p.isSmoker ? t('common.status.yes') : t('common.status.no'),
    },
    {
      label: t('applications.profile.pre_approval'),
      value:
        p.preApproval?.status === 'COMMITTED'
          ? p.preApproval.avgNetIncome !== null
            ? t('applications.profile.income', {
                amount: formatMoney(p.preApproval.avgNetIncome, 'ISK', i18n.language),
              })
            : t('applications.profile.pre_approved')
          : t('applications.profile.not_pre_approved'),
    },
    p.paymentHistory && {
      label: t('payment-history.title'),
      value:
        p.paymentHistory.onTimeRate === null
          ? t('payment-history.empty_short')
          : t('payment-history.applicant_summary', {
              rate: p.paymentHistory.onTimeRate,
              months: p.paymentHistory.countedMonths,
            }),
    },
    p.paymentHistory && {
      label: t('payment-history.effect_title_reader'),
      value: t(enumKey('payment-history.effects', p.paymentHistory.preApprovalEffect)),
    },
    p.preApproval?.creditScore?.creditClass && {
      label: t('applications.profile.credit_class'),
      value: p.preApproval.creditScore.creditClass,
    },
    {
      label: t('applications.profile.reviews'),
      value: p.reviewsCount
        ? t('applications.profile.rating', {
            count: p.reviewsCount,
            rating: formatNumber(p.averageRating ?? 0, i18n.language, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
          })
        : t('applications.profile.no_reviews'),
    },
  ].filter((x): x is { label: string; value: string } => Boolean(x));
  return (
    <section aria-labelledby="applicant-heading" data-testid="applicant-profile">
      <div className="flex items-center gap-3">
        {p.profileImage ? (
          <ImageWithPlaceholder
            src={p.profileImage.key}
            alt=""
            sizes="56px"
            aspect="1/1"
            placeholder={p.profileImage.placeholder}
            className="size-14 shrink-0 rounded-full"
          />
        ) : (
          <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
            <UserIcon />
          </span>
        )}
        <div>
          <h3 id="applicant-heading" className="font-semibold text-ink">
            {p.fullName}
          </h3>
          <p className="text-sm text-ink-muted">
            {t('applications.profile.completion', { percent: p.completion.percentage })}
          </p>
        </div>
      </div>
      {p.about && <p className="mt-3 whitespace-pre-line text-ink">{p.about}</p>}
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-ink-muted">{f.label}</dt>
            <dd className="text-sm text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      {p.interests.length > 0 && (
        <ul
          className="mt-3 flex flex-wrap gap-1.5"
          aria-label={t('applications.profile.interests')}
        >
          {p.interests.map((i) => (
            <li
              key={i.id}
              className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs text-ink"
            >
              {i18n.exists(`profiles.interests.tags.${i.tag}`)
                ? t(`profiles.interests.tags.${i.tag}`)
                : i.tag}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
