import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/i18n/locales';
import { Card, CardDescription, CardTitle } from '../components/Card';
import { useUpdateProfileMutation } from '../mutations/UpdateProfileMutation';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import { applyLocale, chooseLocale, currentLocale } from '../i18n';

/**
 * The language chooser (docs/languages.md): a signed-in person's is saved on their account (their
 * mails and documents follow it), a visitor's is kept in this browser.
 */
export function LanguageCard({ account }: { account: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [update, saving] = useUpdateProfileMutation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const chosen = currentLocale();

  async function choose(locale: Locale) {
    if (!account) return chooseLocale(locale);
    setBusy(true);
    try {
      const { updateProfile: result } = await update({
        input: { locale: locale === 'sv' ? 'SV' : 'EN' },
      });
      if (result.__typename !== 'ViewerPayload')
        throw new Error(result.__typename === 'ValidationError' ? result.message : '');
      await applyLocale(locale);
      toast({ title: i18n.getFixedT(locale)('language.saved') });
    } catch (error) {
      toast(errorToast(t('language.saveFailed'), errorMessage(error, '')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardTitle id={`${id}-title`}>{t('language.label')}</CardTitle>
      <CardDescription id={`${id}-description`}>
        {t(account ? 'language.description' : 'language.visitorDescription')}
      </CardDescription>
      <select
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="mt-3 block min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-800"
        value={chosen}
        disabled={saving || busy}
        onChange={(event) => void choose(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </Card>
  );
}
