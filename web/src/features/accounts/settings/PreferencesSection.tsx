import { useMutation } from '@apollo/client/react';
import { LOCALE_NAMES, LOCALES, localizePath, type Locale } from '@leiga/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SetPrimaryLanguageDocument } from '../../../__generated__/graphql';
import { useLocale } from '../../../app/links';
import { rememberLocale } from '../../../i18n/i18n';
import { toast } from '../../../shell/toast-store';
import { THEMES, useTheme, type Theme } from '../../../theme/theme';
import { labelClass } from '../../../ui/fields';
import { translateGraphError } from '../../../ui/graph-errors';
import { toGraphLanguage } from '../../../lib/enums';
import { Section } from './Section';

const optionClass =
  'cursor-pointer rounded-lg border border-line px-3 py-2 text-sm text-ink outline-none selected:border-brand-600 selected:bg-brand-50 selected:font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 dark:selected:bg-brand-900';

/** Language of the site and messages (saved on the account), and the theme (this browser). */
export function PreferencesSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [theme, setTheme] = useTheme();
  const [setLanguage] = useMutation(SetPrimaryLanguageDocument);
  const chooseLanguage = async (value: string) => {
    const next = value as Locale;
    try {
      await setLanguage({ variables: { input: { userId, language: toGraphLanguage(next) } } });
      rememberLocale(next);
      await navigate(localizePath(location.pathname, next), { replace: true });
      toast.success(t('accounts.settings.language.saved', { lng: next }));
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };
  return (
    <Section
      id="preferences"
      title={t('accounts.settings.language.title')}
      description={t('accounts.settings.language.description')}
    >
      <RadioGroup
        value={locale}
        onChange={(v) => void chooseLanguage(v)}
        className="flex flex-col gap-2"
      >
        <Label className={labelClass}>{t('accounts.settings.language.label')}</Label>
        <div className="flex flex-wrap gap-2">
          {LOCALES.map((l) => (
            <Radio key={l} value={l} className={optionClass} lang={l}>
              {LOCALE_NAMES[l].native}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        value={theme}
        onChange={(v) => setTheme(v as Theme)}
        className="mt-6 flex flex-col gap-2"
      >
        <Label className={labelClass}>{t('accounts.settings.theme.label')}</Label>
        <div className="flex flex-wrap gap-2">
          {THEMES.map((th) => (
            <Radio key={th} value={th} className={optionClass}>
              {t(`common.theme.${th}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </Section>
  );
}
