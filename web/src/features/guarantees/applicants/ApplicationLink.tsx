import { useTranslation } from 'react-i18next';
import type { GuaranteeRole, GuaranteeStatus } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { NS } from './model';

const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

/** On an undecided application of mine: the way to its applicants and the decision. */
export function ApplicationLink({
  guarantee,
}: {
  guarantee: { id: string; status: GuaranteeStatus; currentUserRole: GuaranteeRole };
}) {
  const { t } = useTranslation();
  const isOpen = guarantee.status === 'DRAFT' || guarantee.status === 'NEEDS_GUARANTOR';
  if (!isOpen || guarantee.currentUserRole !== 'PRINCIPAL') return null;
  return (
    <p className="mb-4">
      <RouteLink
        to={paths.rentalGuaranteeNewStatus.href({ id: guarantee.id })}
        className={linkClass}
      >
        {t(`${NS}.web.open_application`)}
      </RouteLink>
    </p>
  );
}
