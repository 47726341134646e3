import { type FormEvent, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { TextLink, Button } from '../../components/Button';
import { Card, CardTitle } from '../../components/Card';
import { Field, focusFirstInvalid } from '../../components/Field';
import { ArrowLeftIcon } from '../../components/icons';
import { PortalHeader } from '../../layout/PortalHeader';
import { useCreateDrumSpecMutation } from '../../mutations/CreateDrumSpecMutation';
import { useCreateDrumTypeMutation } from '../../mutations/CreateDrumTypeMutation';
import { errorMessage } from '../../relay/errors';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';
import { formatMoney, formatNumber, SelectField } from '../admin/shared';
import type { DrumSpecsRouteQuery } from './__generated__/DrumSpecsRouteQuery.graphql';

const query = graphql`
  query DrumSpecsRouteQuery {
    drumTypes {
      id
      databaseId
      name
    }
    drumSpecs {
      id
      name
      articleNumber
      drumType {
        id
        name
      }
      weight
      flangeDiameter
      widthBetweenFlanges
      transportVolume
      buybackPrice
      scrapHandlingFee
      drumInfo
      availableFor
    }
  }
`;

export const loader = routeQueryLoader<DrumSpecsRouteQuery>(query);

const EMPTY = {
  name: '',
  articleNumber: '',
  type: '',
  weight: '',
  flangeDiameter: '',
  widthBetweenFlanges: '',
  transportVolume: '',
  buybackPrice: '',
  scrapHandlingFee: '',
  drumInfo: '',
  availableFor: 'returner',
};

const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * /drum-specs: the legacy drum specification page (spec.md section 2). The type is typed as
 * text (an unknown type is created), and there is no buyback 80% field: the server stores 80%
 * of the buyback price.
 */
export function Component() {
  const data = usePreloadedQuery<DrumSpecsRouteQuery>(query, useRouteQuery<DrumSpecsRouteQuery>());
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createType, creatingType] = useCreateDrumTypeMutation();
  const [createSpec, creatingSpec] = useCreateDrumSpecMutation();
  const toast = useToast();
  const environment = useRelayEnvironment();
  const failure = 'Failed to create drum specification';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typeName = values.type.trim();
    if (!typeName) {
      setErrors({ type: 'Type is required' });
      focusFirstInvalid(form);
      return toast({ title: failure, description: 'Type is required', variant: 'destructive' });
    }
    setErrors({});
    try {
      let drumTypeId = data.drumTypes.find((type) => type.name.toLowerCase() === typeName.toLowerCase())?.id;
      if (drumTypeId === undefined) {
        const { createDrumType: created } = await createType({ input: { name: typeName } });
        if (created.__typename === 'ValidationError') {
          setErrors({ type: created.issues[0]?.message ?? created.message });
          return toast({ title: failure, description: created.message, variant: 'destructive' });
        }
        if (created.__typename !== 'DrumTypePayload') return;
        drumTypeId = created.drumType.id;
      }
      const { createDrumSpec: result } = await createSpec({
        input: {
          name: values.name,
          articleNumber: values.articleNumber.trim() || null,
          drumTypeId,
          weight: optionalNumber(values.weight),
          flangeDiameter: optionalNumber(values.flangeDiameter),
          widthBetweenFlanges: optionalNumber(values.widthBetweenFlanges),
          transportVolume: optionalNumber(values.transportVolume),
          buybackPrice: optionalNumber(values.buybackPrice),
          scrapHandlingFee: optionalNumber(values.scrapHandlingFee),
          drumInfo: values.drumInfo.trim() || null,
          availableFor: values.availableFor,
        },
      });
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.issues));
        focusFirstInvalid(form);
        return toast({
          title: failure,
          description: result.issues[0]?.message ?? result.message,
          variant: 'destructive',
        });
      }
      toast({ title: 'Drum specification created successfully' });
      setValues(EMPTY);
      // The lists are root fields: refetching them puts the new spec (and any new type) on screen.
      await fetchQuery<DrumSpecsRouteQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, step?: string) => (
    <Field
      label={label}
      type={step ? 'number' : 'text'}
      step={step}
      min={step ? 0 : undefined}
      value={values[name]}
      error={errors[name === 'type' ? 'type' : name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  return (
    <>
      <PortalHeader title="Admin" />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div>
          <TextLink to="/admin" className="inline-flex items-center gap-1 text-sm">
            <ArrowLeftIcon className="size-4" />
            Back to Admin
          </TextLink>
          <h1 className="mt-2 text-2xl font-bold">Drum Specification Database</h1>
        </div>

        <Card>
          <CardTitle>Buyback conditions</CardTitle>
          <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
            <li className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950">
              <strong>100%</strong>: full buyback
            </li>
            <li className="rounded-lg bg-amber-50 p-3 dark:bg-amber-950">
              <strong>80%</strong>: minor damage
            </li>
            <li className="rounded-lg bg-red-50 p-3 dark:bg-red-950">
              <strong>Scrap</strong>: with handling fee
            </li>
          </ul>
        </Card>

        <Card>
          <CardTitle>Add Drum Specification</CardTitle>
          <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {field('name', 'Name/Stamp')}
            {field('articleNumber', 'Article Number')}
            {field('type', 'Type')}
            {field('weight', 'Weight (kg)', '0.01')}
            {field('flangeDiameter', 'Flange Diameter (mm)', '0.01')}
            {field('widthBetweenFlanges', 'Width Between Flanges (mm)', '0.01')}
            {field('transportVolume', 'Transport Volume (m³)', '0.001')}
            {field('buybackPrice', 'Buyback Price ($)', '0.01')}
            {field('scrapHandlingFee', 'Scrap Handling Fee ($)', '0.01')}
            {field('drumInfo', 'Drum Info')}
            <SelectField
              label="Available For"
              value={values.availableFor}
              onChange={(e) => setValues((v) => ({ ...v, availableFor: e.target.value }))}
            >
              <option value="returner">Returner</option>
              <option value="admin">Admin</option>
            </SelectField>
            <div className="flex items-end">
              <Button type="submit" className="w-full" disabled={creatingType || creatingSpec}>
                {creatingType || creatingSpec ? 'Saving...' : 'Add Specification'}
              </Button>
            </div>
          </form>
        </Card>

        <Card className="overflow-x-auto p-0">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <tr>
                {[
                  'Name/Stamp',
                  'Article Number',
                  'Type',
                  'Weight (kg)',
                  'Flange Diameter (mm)',
                  'Width (mm)',
                  'Volume (m³)',
                  'Buyback Price',
                  'Scrap Fee',
                  'Available For',
                ].map((heading) => (
                  <th key={heading} className="whitespace-nowrap px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.drumSpecs.map((spec) => (
                <tr key={spec.id}>
                  <td className="whitespace-nowrap px-3 py-2 font-medium">{spec.name}</td>
                  <td className="whitespace-nowrap px-3 py-2">{spec.articleNumber ?? '-'}</td>
                  <td className="whitespace-nowrap px-3 py-2">{spec.drumType.name}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatNumber(spec.weight)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatNumber(spec.flangeDiameter)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatNumber(spec.widthBetweenFlanges)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatNumber(spec.transportVolume)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatMoney(spec.buybackPrice)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-red-700 dark:text-red-400">
                    {spec.scrapHandlingFee === null || spec.scrapHandlingFee === undefined
                      ? '-'
                      : formatMoney(-spec.scrapHandlingFee)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {spec.availableFor === 'admin' ? 'Admin' : 'Returner'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.drumSpecs.length === 0 ? (
            <p className="p-6 text-center text-slate-600 dark:text-slate-400">No drum specifications yet</p>
          ) : null}
        </Card>
      </main>
    </>
  );
}
