import type { ReactNode } from 'react';
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
  const field = (name: keyof SpecValues, label: string, step?: string) => (
    <Field
      label={label}
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
      {field('name', 'Name/Stamp')}
      {field('articleNumber', 'Article Number')}
      {typeField}
      <SelectField
        label="Available For"
        value={values.availableFor}
        onChange={(e) => {
          const availableFor = e.target.value;
          onChange((v) => ({ ...v, availableFor }));
        }}
      >
        <option value="returner">Returner</option>
        <option value="admin">Admin</option>
      </SelectField>
      {field('weight', 'Weight (kg)', '0.01')}
      {field('flangeDiameter', 'Flange Diameter (mm)', '0.01')}
      {field('widthBetweenFlanges', 'Width Between Flanges (mm)', '0.01')}
      {field('transportVolume', 'Transport Volume (m³)', '0.001')}
      {buyback80 ? (
        <>
          {field('buybackPrice', 'Buyback Price 100% ($)', '0.01')}
          {field('buybackPrice80', 'Buyback Price 80% ($)', '0.01')}
        </>
      ) : (
        field('buybackPrice', 'Buyback Price ($)', '0.01')
      )}
      {field('scrapHandlingFee', 'Scrap Handling Fee ($)', '0.01')}
      {field('drumInfo', 'Drum Info')}
    </>
  );
}
