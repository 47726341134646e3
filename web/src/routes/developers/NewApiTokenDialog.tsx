import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { API_TOKEN_NAME_MAX, defaultApiTokenExpiry } from '../../../../domain/apiTokens';
import { isDay } from '../../../../domain/validation/days';
import { DateField } from '../../components/DateField';
import { Field } from '../../components/Field';
import { PageSpinner } from '../../components/Spinner';
import { useCreateApiTokenMutation } from '../../mutations/CreateApiTokenMutation';
import { FormDialog } from '../admin/FormDialog';
import { SelectField } from '../../components/SelectField';
import { ActsForField, initialActsFor, type IntegrationOwner, ownerFields } from './owners';

const day = (date: Date) => date.toISOString().slice(0, 10);

export function NewApiTokenDialog({
  owner,
  onClose,
  onCreated,
}: {
  owner: IntegrationOwner | 'choose';
  onClose: () => void;
  onCreated: (made: { name: string; token: string }) => void;
}) {
  const [values, setValues] = useState({
    name: '',
    access: 'READ',
    expires: day(defaultApiTokenExpiry()),
    actsFor: initialActsFor(owner),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, busy] = useCreateApiTokenMutation();
  const { t } = useTranslation();
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  async function save() {
    // The end of the chosen day, where the person is: a token made "until Friday" works all Friday.
    // A typed text that is no day goes as it is, for the server to refuse naming expiresAt.
    const expiresAt = !values.expires
      ? null
      : isDay(values.expires)
        ? new Date(`${values.expires}T23:59:59`).toISOString()
        : values.expires;
    const { createApiToken } = await create({
      input: {
        name: values.name,
        scopes: values.access === 'WRITE' ? ['READ', 'WRITE'] : ['READ'],
        expiresAt,
        ...ownerFields(values.actsFor),
      },
    });
    if (createApiToken.__typename === 'CreateApiTokenPayload')
      onCreated({ name: createApiToken.apiToken.name, token: createApiToken.token });
    return createApiToken;
  }

  return (
    <FormDialog
      title={t('developers.newToken.title')}
      busy={busy}
      failure={t('developers.newToken.failure')}
      success={t('developers.newToken.success')}
      onClose={onClose}
      onSave={save}
      setErrors={setErrors}
      saveLabel={t('developers.newToken.save')}
    >
      <Field
        label={t('developers.tokens.name')}
        name="name"
        hint={t('developers.newToken.nameHint')}
        maxLength={API_TOKEN_NAME_MAX}
        value={values.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      {owner === 'choose' ? (
        <Suspense fallback={<PageSpinner />}>
          <ActsForField
            value={values.actsFor}
            error={errors.transportCompanyId ?? errors.returnerCompanyId}
            onChange={(actsFor) => set({ actsFor })}
          />
        </Suspense>
      ) : (
        <p className="text-sm">
          <Trans
            i18nKey="developers.newToken.actsFor"
            values={{ owner: owner.label }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <SelectField
        label={t('developers.tokens.access')}
        name="scopes"
        value={values.access}
        error={errors.scopes}
        onChange={(event) => set({ access: event.target.value })}
      >
        <option value="READ">{t('developers.tokens.readOnly')}</option>
        <option value="WRITE">{t('developers.tokens.readWrite')}</option>
      </SelectField>
      <DateField
        label={t('developers.tokens.expires')}
        name="expiresAt"
        min={day(new Date())}
        value={values.expires}
        error={errors.expiresAt}
        onChange={(event) => set({ expires: event.target.value })}
      />
    </FormDialog>
  );
}
