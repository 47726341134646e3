import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../components/formatters';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, CancelButton } from '../../components/Button';
import { Card, CardTitle } from '../../components/Card';
import { Field } from '../../components/Field';
import { useUpdateProfileMutation } from '../../mutations/UpdateProfileMutation';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { AccountInformationCard_user$key } from './__generated__/AccountInformationCard_user.graphql';

/** Who the viewer is; phone number and division can be edited (docs/specification.md section 2, My Account). */
export function AccountInformationCard({ user }: { user: AccountInformationCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment AccountInformationCard_user on User {
        name
        email
        role
        phoneNumber
        division
        company
        companyOrgNumber
        returnerCompanyName
        returnerCompanyOrgNumber
        transportCompanyName
      }
    `,
    user,
  );
  const stored = { phoneNumber: data.phoneNumber ?? '', division: data.division ?? '' };
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, saving] = useUpdateProfileMutation();
  const toast = useToast();
  const { t } = useTranslation();

  const startEditing = () => {
    setValues(stored);
    setErrors({});
    setEditing(true);
  };
  // Cancel puts back what the server holds.
  const cancel = () => {
    setValues(stored);
    setErrors({});
    setEditing(false);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const { updateProfile: result } = await update({ input: values });
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.issues));
        toast(errorToast(t('account.information.updateFailed'), result.message));
      } else if (result.__typename === 'ViewerPayload') {
        setEditing(false);
        toast({ title: t('account.information.updated'), description: t('account.information.updatedDescription') });
      }
    } catch (error) {
      toast(
        errorToast(
          t('account.information.updateFailed'),
          errorMessage(error, t('account.information.updateFailedDescription')),
        ),
      );
    }
  }

  const company = data.returnerCompanyName ?? data.transportCompanyName ?? data.company;
  const orgNumber = data.returnerCompanyOrgNumber ?? data.companyOrgNumber;
  return (
    <Card aria-labelledby="account-information-title">
      <form noValidate onSubmit={save}>
        <div className="flex items-center justify-between gap-3">
          <CardTitle id="account-information-title">{t('account.information.title')}</CardTitle>
          {editing ? (
            <div className="flex gap-2">
              <CancelButton onClick={cancel} disabled={saving} />
              <Button type="submit" disabled={saving}>
                {saving ? t('common.saving') : t('common.save')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={startEditing}>
              {t('common.edit')}
            </Button>
          )}
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Item label={t('account.information.name')} value={data.name} />
          <Item label={t('fields.email')} value={data.email} />
          <Item label={t('account.information.role')} value={roleLabel(data.role)} />
          {company ? <Item label={t('account.information.company')} value={company} /> : null}
          {orgNumber ? <Item label={t('account.information.orgNumber')} value={orgNumber} /> : null}
          {editing ? (
            <>
              <Field
                label={t('account.information.phoneNumber')}
                type="tel"
                autoComplete="tel"
                value={values.phoneNumber}
                error={errors.phoneNumber}
                onChange={(e) => setValues((v) => ({ ...v, phoneNumber: e.target.value }))}
              />
              <Field
                label={t('account.information.division')}
                value={values.division}
                error={errors.division}
                onChange={(e) => setValues((v) => ({ ...v, division: e.target.value }))}
              />
            </>
          ) : (
            <>
              <Item label={t('account.information.phoneNumber')} value={data.phoneNumber} />
              <Item label={t('account.information.division')} value={data.division} />
            </>
          )}
        </dl>
      </form>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words font-medium">
        {value || (
          <span className="font-normal text-slate-500 dark:text-slate-400">{t('account.information.notProvided')}</span>
        )}
      </dd>
    </div>
  );
}
