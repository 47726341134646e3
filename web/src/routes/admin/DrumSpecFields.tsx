import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { type SpecValues, withBuybackPrice } from './drumSpecForm';
import { SelectField } from '../../components/SelectField';

/**
 * The drum specification form's fields, shared by the Drum Database tab's Add Drum Specification
 * dialog and the legacy /drum-specs page. The caller gives the type field (a select of the
 * types, or free text on the legacy page) and the grid around them. With buyback80 the form has
 * the 80% price and carries it along with the 100% price; the legacy page has no 80% field
 * (docs/specification.md section 2), the server then stores the default.
 */
export function DrumSpecFields({
  values,
  errors,
  onChange,
  typeField,
  buyback80,
}: {
  values: SpecValues;
  errors: Record<string, string>;
  onChange: (update: (values: SpecValues) => SpecValues) => void;
  typeField: ReactNode;
  buyback80: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: keyof SpecValues, label: string, step?: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      type={step ? 'number' : 'text'}
      step={step}
      min={step ? 0 : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => {
        const value = e.target.value;
        onChange((v) => (name === 'buybackPrice' && buyback80 ? withBuybackPrice(v, value) : { ...v, [name]: value }));
      }}
    />
  );
  return (
    <>
      {field('name', t('admin.drumSpec.name'))}
      {field('articleNumber', t('admin.drumSpec.articleNumber'))}
      {typeField}
      <SelectField
        label={t('admin.drumSpec.availableFor')}
        value={values.availableFor}
        onChange={(e) => {
          const availableFor = e.target.value;
          onChange((v) => ({ ...v, availableFor }));
        }}
      >
        <option value="returner">{t('shell.roles.returner')}</option>
        <option value="admin">{t('shell.roles.admin')}</option>
      </SelectField>
      {field('weight', t('admin.drumSpec.weight'), '0.01')}
      {field('flangeDiameter', t('admin.drumSpec.flangeDiameter'), '0.01')}
      {field('widthBetweenFlanges', t('admin.drumSpec.widthBetweenFlanges'), '0.01')}
      {field('transportVolume', t('admin.drumSpec.transportVolume'), '0.001')}
      {buyback80 ? (
        <>
          {field('buybackPrice', t('admin.drumSpec.buybackPrice100'), '0.01')}
          {field('buybackPrice80', t('admin.drumSpec.buybackPrice80'), '0.01')}
        </>
      ) : (
        field('buybackPrice', t('admin.drumSpec.buybackPrice'), '0.01')
      )}
      {field('scrapHandlingFee', t('admin.drumSpec.scrapHandlingFee'), '0.01')}
      {field('rentFreeDays', t('admin.drumSpec.rentFreeDays'), '1', t('admin.drumSpec.emptyNoRent'))}
      {field('monthlyRentPercent', t('admin.drumSpec.monthlyRentPercent'), '0.01')}
      {field('forfeitAfterDays', t('admin.drumSpec.forfeitAfterDays'), '1', t('admin.drumSpec.emptyNever'))}
      {field('drumInfo', t('admin.drumSpec.drumInfo'))}
    </>
  );
}
