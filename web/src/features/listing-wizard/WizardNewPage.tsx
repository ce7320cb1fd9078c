import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateListingDocument } from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { routes } from '../../app/routes';
import { buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { FormAlert } from '../../ui/fields';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import { stepHref } from './model';

/** /listings/create/new: starts a draft and opens its first step. */
export function WizardNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [create] = useMutation(CreateListingDocument, {
    update: (cache) => cache.evict({ fieldName: 'myListings' }),
  });
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create({ variables: { input: { fields: {} } } })
      .then(({ data }) => {
        if (data)
          void navigate(localize(stepHref(data.createListing.id, 'real-estate')), {
            replace: true,
          });
      })
      .catch((e: unknown) =>
        setError(
          getGraphError(e).code === 'FORBIDDEN'
            ? t('listings.wizard.landlords_only')
            : translateGraphError(t, e),
        ),
      );
  }, [create, navigate, localize, t]);
  if (!error) return <Spinner label={t('listings.wizard.creating')} />;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-8">
      <h1 className="text-2xl font-bold text-ink">{t('listings.wizard.start_title')}</h1>
      <FormAlert>{error}</FormAlert>
      <RouteLink to={routes.landing.href()} className={buttonClass('secondary')}>
        {t('listings.wizard.go_home')}
      </RouteLink>
    </div>
  );
}
