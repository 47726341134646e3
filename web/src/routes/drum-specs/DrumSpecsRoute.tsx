import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  fetchQuery,
  graphql,
  useFragment,
  usePaginationFragment,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { LIST_PAGE, ShowMore } from '../../components/ShowMore';
import { TextLink, Button } from '../../components/Button';
import { Cell, DataTable } from '../../components/DataTable';
import { Card, CardTitle } from '../../components/Card';
import { Field, focusFirstInvalid } from '../../components/Field';
import { ArrowLeftIcon } from '../../components/icons';
import { PortalHeader } from '../../layout/PortalHeader';
import { ADMIN_CONNECTIONS } from '../../mutations/adminConnections';
import { useCreateDrumSpecMutation } from '../../mutations/CreateDrumSpecMutation';
import { useCreateDrumTypeMutation } from '../../mutations/CreateDrumTypeMutation';
import { errorMessage } from '../../relay/errors';
import { inLanguage } from '../../i18n';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { DrumSpecFields } from '../admin/DrumSpecFields';
import { specInput, specIssues, specValues } from '../admin/drumSpecForm';
import { formatNumber } from '../../components/formatters';
import { usePrice } from '../../buyback/useMoney';
import type { DrumSpecsRoute_spec$key } from './__generated__/DrumSpecsRoute_spec.graphql';
import type { DrumSpecsRouteQuery } from './__generated__/DrumSpecsRouteQuery.graphql';
import type { DrumSpecsRouteTypesQuery } from './__generated__/DrumSpecsRouteTypesQuery.graphql';
import type { DrumSpecsRoute_specs$key } from './__generated__/DrumSpecsRoute_specs.graphql';
import type { DrumSpecsRoutePaginationQuery } from './__generated__/DrumSpecsRoutePaginationQuery.graphql';

// The Drum Database tab's connections (same keys): a spec or type added here is in both lists.
const query = graphql`
  query DrumSpecsRouteQuery {
    ...DrumSpecsRoute_specs
    # The currency the prices show in (usePrice), with the page's data: no second round trip.
    config {
      currency
    }
  }
`;

/** The types whose name holds the typed one: the page finds the type it names among them. */
const typesNamedQuery = graphql`
  query DrumSpecsRouteTypesQuery($search: String!) {
    drumTypes(search: $search, first: 20) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const drumSpecsRouteFragment = graphql`
  fragment DrumSpecsRoute_specs on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "DrumSpecsRoutePaginationQuery") {
    drumSpecs(first: $count, after: $cursor) @connection(key: "Admin_drumSpecs") {
      totalCount
      edges {
        node {
          id
          ...DrumSpecsRoute_spec
        }
      }
    }
  }
`;

export const loader = routeQueryLoader<DrumSpecsRouteQuery>(query);

/**
 * /drum-specs: the legacy drum specification page (docs/specification.md section 2). The type is typed as
 * text (an unknown type is created), and there is no buyback 80% field: the server stores 80%
 * of the buyback price.
 */
export function Component() {
  const data = usePreloadedQuery<DrumSpecsRouteQuery>(query, useRouteQuery<DrumSpecsRouteQuery>());
  const specs = usePaginationFragment<DrumSpecsRoutePaginationQuery, DrumSpecsRoute_specs$key>(
    drumSpecsRouteFragment,
    data,
  );
  const [values, setValues] = useState(() => specValues());
  const [typeName, setTypeName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createType, creatingType] = useCreateDrumTypeMutation();
  const [createSpec, creatingSpec] = useCreateDrumSpecMutation();
  const toast = useToast();
  const price = usePrice();
  const { t } = useTranslation();
  const failure = t('masterData.drumSpecs.createFailed');
  const environment = useRelayEnvironment();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = typeName.trim();
    // Every problem at once: the typed type (this page's rule) and the spec's own fields.
    const issues = [
      ...(typed ? [] : [{ field: 'type', message: t('masterData.drumSpecsPage.typeRequired') }]),
      ...specIssues({ ...values, drumTypeId: 'typed' }),
    ];
    if (issues.length) {
      setErrors(fieldErrors(issues));
      focusFirstInvalid(form);
      return toast(errorToast(failure, inLanguage(issues[0].message)));
    }
    setErrors({});
    try {
      const named = await fetchQuery<DrumSpecsRouteTypesQuery>(environment, typesNamedQuery, { search: typed })
        .toPromise()
        .then((found) => found?.drumTypes.edges.map((edge) => edge.node) ?? []);
      let drumTypeId = named.find((type) => type.name.toLowerCase() === typed.toLowerCase())?.id;
      if (drumTypeId === undefined) {
        const { createDrumType: created } = await createType({
          input: { name: typed },
          connections: [ADMIN_CONNECTIONS.drumTypes],
        });
        if (created.__typename === 'ValidationError') {
          setErrors({ type: created.issues[0]?.message ?? created.message });
          return toast(errorToast(failure, created.message));
        }
        if (created.__typename !== 'DrumTypePayload') return;
        drumTypeId = created.drumType.id;
      }
      // No 80% field here: the server keeps its default.
      const { buybackPrice80: _default, ...input } = specInput({ ...values, drumTypeId: String(drumTypeId) });
      const { createDrumSpec: result } = await createSpec({ input, connections: [ADMIN_CONNECTIONS.drumSpecs] });
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.issues));
        focusFirstInvalid(form);
        return toast(errorToast(failure, result.issues[0]?.message ?? result.message));
      }
      toast({ title: t('masterData.drumSpecs.created') });
      setValues(specValues());
      setTypeName('');
    } catch (error) {
      toast(errorToast(failure, errorMessage(error, failure)));
    }
  }

  return (
    <>
      <PortalHeader title={t('masterData.portalTitle')} />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div>
          <TextLink to="/admin" className="inline-flex items-center gap-1 text-sm">
            <ArrowLeftIcon className="size-4" />
            {t('masterData.backToAdmin')}
          </TextLink>
          <h1 className="mt-2 text-2xl font-bold">{t('masterData.drumSpecsPage.title')}</h1>
        </div>

        <Card>
          <CardTitle>{t('masterData.drumSpecsPage.conditions')}</CardTitle>
          <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
            <li className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950">
              <strong>100%</strong>: {t('masterData.drumSpecsPage.full')}
            </li>
            <li className="rounded-lg bg-amber-50 p-3 dark:bg-amber-950">
              <strong>80%</strong>: {t('masterData.drumSpecsPage.minor')}
            </li>
            <li className="rounded-lg bg-red-50 p-3 dark:bg-red-950">
              <strong>{t('masterData.drumSpecsPage.scrapLabel')}</strong>: {t('masterData.drumSpecsPage.scrap')}
            </li>
          </ul>
        </Card>

        <Card>
          <CardTitle>{t('masterData.drumSpecs.addTitle')}</CardTitle>
          <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <DrumSpecFields
              values={values}
              errors={errors}
              onChange={setValues}
              buyback80={false}
              typeField={
                <Field
                  label={t('masterData.specColumns.type')}
                  value={typeName}
                  error={errors.type}
                  onChange={(e) => setTypeName(e.target.value)}
                />
              }
            />
            <div className="flex items-end">
              <Button type="submit" className="w-full" disabled={creatingType || creatingSpec}>
                {creatingType || creatingSpec ? t('common.saving') : t('masterData.drumSpecsPage.add')}
              </Button>
            </div>
          </form>
        </Card>

        <DataTable label={t('masterData.drumSpecs.tableLabel')} columns={columns(t)}>
          {specs.data.drumSpecs.edges.map(({ node }) => (
            <DrumSpecRow key={node.id} spec={node} price={price} />
          ))}
        </DataTable>
        <ShowMore hasNext={specs.hasNext} isLoading={specs.isLoadingNext} onMore={() => specs.loadNext(LIST_PAGE)} />
        {specs.data.drumSpecs.edges.length === 0 ? (
          <p className="p-6 text-center text-slate-600 dark:text-slate-400">{t('masterData.drumSpecs.empty')}</p>
        ) : null}
      </main>
    </>
  );
}

const columns = (t: TFunction) => [
  t('masterData.specColumns.name'),
  t('masterData.specColumns.articleNumber'),
  t('masterData.specColumns.type'),
  t('masterData.specColumns.weight'),
  t('masterData.specColumns.flangeDiameter'),
  t('masterData.specColumns.width'),
  t('masterData.specColumns.volume'),
  t('masterData.specColumns.buybackPrice'),
  t('masterData.specColumns.scrapFee'),
  t('masterData.specColumns.availableFor'),
];

function DrumSpecRow({
  spec: ref,
  price,
}: {
  spec: DrumSpecsRoute_spec$key;
  price: (amount: number | null | undefined) => string;
}) {
  const spec = useFragment(
    graphql`
      fragment DrumSpecsRoute_spec on DrumSpec {
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
        availableFor
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  return (
    <tr>
      <Cell label={t('masterData.specColumns.name')} className="font-medium md:whitespace-normal">
        {spec.name}
      </Cell>
      <Cell label={t('masterData.specColumns.articleNumber')}>{spec.articleNumber ?? '-'}</Cell>
      <Cell label={t('masterData.specColumns.type')}>{spec.drumType.name}</Cell>
      <Cell label={t('masterData.specColumns.weight')}>{formatNumber(spec.weight)}</Cell>
      <Cell label={t('masterData.specColumns.flangeDiameter')}>{formatNumber(spec.flangeDiameter)}</Cell>
      <Cell label={t('masterData.specColumns.width')}>{formatNumber(spec.widthBetweenFlanges)}</Cell>
      <Cell label={t('masterData.specColumns.volume')}>{formatNumber(spec.transportVolume)}</Cell>
      <Cell label={t('masterData.specColumns.buybackPrice')}>{price(spec.buybackPrice)}</Cell>
      <Cell label={t('masterData.specColumns.scrapFee')} className="text-red-700 dark:text-red-400">
        {/* docs/specification.md section 9: the scrap handling fee is shown as a negative amount. */}
        {price(spec.scrapHandlingFee == null ? null : -spec.scrapHandlingFee)}
      </Cell>
      <Cell label={t('masterData.specColumns.availableFor')}>
        {spec.availableFor === 'admin' ? t('masterData.availableFor.admin') : t('masterData.availableFor.returner')}
      </Cell>
    </tr>
  );
}
