import { IMAGE_SIZES, LANDING_HERO_PHOTO } from '@leiga/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { useMetaDescription } from '../../app/meta';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import {
  DocumentIcon,
  KeyIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
} from '../../ui/icons';

type Audience = 'tenants' | 'landlords';
/** A feature's key in `landing.<audience>_items` (`<key>_title`, `<key>_text`) and its icon. */
type Feature = readonly [key: string, icon: typeof KeyIcon];

/** Demo photos the seed renders into storage (house fronts are 01, 04, 07…; rooms the rest). */
export const LANDING_PHOTOS = {
  hero: LANDING_HERO_PHOTO,
  tenants: 'demo/photo-02.jpg',
  landlords: 'demo/photo-04.jpg',
} as const;

/** What Leiga does for tenants, or for landlords: a photo beside the features. */
function FeatureList({ audience, features }: { audience: Audience; features: readonly Feature[] }) {
  const { t } = useTranslation();
  const id = audience;
  const items = features.map(([key, icon]) => ({
    icon,
    title: t(`landing.${audience}_items.${key}_title`),
    text: t(`landing.${audience}_items.${key}_text`),
  }));
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t(`landing.${audience}_title`)}
        </h2>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
          <ImageWithPlaceholder
            src={LANDING_PHOTOS[audience]}
            alt={t(`landing.images.${audience}`)}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="rounded-2xl shadow-sm"
            aspect="3/2"
          />
          <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1">
            {items.map(({ icon: Icon, title: itemTitle, text }) => (
              <li
                key={itemTitle}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm lg:flex-row lg:items-start lg:gap-4"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
                  <Icon size={22} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">{itemTitle}</h3>
                  <p className="mt-1 text-ink-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The hero's search: straight to /listings with the words typed. */
function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    const search = q ? `?${new URLSearchParams({ q })}` : '';
    void navigate(localize(routes.listings.href()) + search);
  };
  return (
    <form role="search" onSubmit={submit} className="mt-8 max-w-2xl" data-testid="hero-search">
      <label htmlFor={inputId} className="mb-2 block font-semibold text-white">
        {t('landing.search.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('landing.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 min-w-0 flex-1 rounded-xl border-0 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:ring-4 focus:ring-accent-500/60 focus:outline-none"
        />
        <button
          type="submit"
          className={`${buttonClass('secondary', 'lg')} h-12 border-transparent`}
        >
          <SearchIcon size={18} />
          {t('landing.search.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * `/`: a search box and the way in for tenants and landlords, the newest homes (`children`,
 * composed by the route: features do not import each other), then what Leiga does.
 */
export function LandingPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useMetaDescription(t('landing.meta_description'));
  const signUp = (type: 'TN' | 'LL') => `${routes.login.href()}?tab=sign-up&type=${type}`;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-4 py-16 text-white sm:px-6 sm:py-24">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="max-w-3xl text-4xl font-black tracking-tight sm:text-5xl lg:text-6xl">
              {t('landing.hero_title')}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">
              {t('landing.hero_subtitle')}
            </p>
            <HeroSearch />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <RouteLink
                to={routes.listings.href()}
                className={`${buttonClass('ghost', 'lg')} border border-white/40 text-white hover:bg-white/10`}
              >
                <SearchIcon size={18} />
                {t('landing.cta_tenant')}
              </RouteLink>
              <RouteLink
                to={signUp('LL')}
                className={`${buttonClass('ghost', 'lg')} border border-white/40 text-white hover:bg-white/10`}
              >
                <KeyIcon size={18} />
                {t('landing.cta_landlord')}
              </RouteLink>
            </div>
          </div>
          <ImageWithPlaceholder
            src={LANDING_PHOTOS.hero}
            alt={t('landing.images.hero')}
            sizes={IMAGE_SIZES.landingHero}
            loading="eager"
            className="rounded-3xl shadow-2xl ring-1 ring-white/20"
            aspect="4/3"
          />
        </div>
      </section>

      {children}

      <FeatureList
        audience="tenants"
        features={[
          ['profile', UserIcon],
          ['guarantee', ShieldIcon],
          ['contract', DocumentIcon],
        ]}
      />
      <div className="bg-surface-sunken">
        <FeatureList
          audience="landlords"
          features={[
            ['listing', SearchIcon],
            ['contract', DocumentIcon],
            ['payout', WalletIcon],
          ]}
        />
      </div>

      <section aria-labelledby="steps-title" className="px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('landing.steps_title')}
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {(['step_1', 'step_2', 'step_3'] as const).map((step, i) => (
              <li key={step} className="flex items-center gap-4 rounded-2xl border border-line p-5">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-500 font-bold text-white">
                  {i + 1}
                </span>
                <span className="font-medium text-ink">{t(`landing.${step}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="closing-title" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 rounded-3xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between dark:bg-brand-900">
          <div>
            <h2 id="closing-title" className="text-2xl font-bold text-ink">
              {t('landing.closing_title')}
            </h2>
            <p className="mt-1 text-ink-muted">{t('landing.closing_text')}</p>
          </div>
          <RouteLink
            to={`${routes.login.href()}?tab=sign-up`}
            className={buttonClass('primary', 'lg')}
          >
            {t('common.actions.sign_up')}
          </RouteLink>
        </div>
      </section>
    </>
  );
}
