import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { PICKER_PAGE_SIZE } from '../../../domain/listSearch';
import type { PickerItem } from '../components/SearchPicker';
import { toGlobalId } from '../relay/globalId';
import type { pickersDrumSpecsQuery } from './__generated__/pickersDrumSpecsQuery.graphql';
import type { pickersDrumTypesQuery } from './__generated__/pickersDrumTypesQuery.graphql';
import type { pickersNodeQuery } from './__generated__/pickersNodeQuery.graphql';
import type { pickersReturnerCompaniesQuery } from './__generated__/pickersReturnerCompaniesQuery.graphql';
import type { pickersTransportCompaniesQuery } from './__generated__/pickersTransportCompaniesQuery.graphql';
import type { pickersZonesQuery } from './__generated__/pickersZonesQuery.graphql';

// What each picker asks as a person types: the first PICKER_PAGE_SIZE matches of the server's
// `search` (docs/api.md, "Lists and pickers").

const returnerCompanies = graphql`
  query pickersReturnerCompaniesQuery($search: String, $first: Int!) {
    returnerCompanies(search: $search, first: $first) {
      edges {
        node {
          id
          databaseId
          name
          organizationNumber
        }
      }
    }
  }
`;

const transportCompanies = graphql`
  query pickersTransportCompaniesQuery($search: String, $first: Int!) {
    schedulingTransportCompanies(search: $search, first: $first) {
      edges {
        node {
          id
          databaseId
          name
          organizationNumber
        }
      }
    }
  }
`;

const zones = graphql`
  query pickersZonesQuery($search: String, $first: Int!) {
    zones(search: $search, first: $first) {
      edges {
        node {
          id
          databaseId
          zoneNumber
          name
        }
      }
    }
  }
`;

const drumSpecs = graphql`
  query pickersDrumSpecsQuery($search: String, $first: Int!) {
    drumSpecs(search: $search, first: $first) {
      edges {
        node {
          id
          databaseId
          name
          drumType {
            name
          }
        }
      }
    }
  }
`;

const drumTypes = graphql`
  query pickersDrumTypesQuery($search: String, $first: Int!) {
    drumTypes(search: $search, first: $first) {
      edges {
        node {
          id
          databaseId
          name
        }
      }
    }
  }
`;

const node = graphql`
  query pickersNodeQuery($id: ID!) {
    node(id: $id) {
      id
      ... on ReturnerCompany {
        databaseId
        name
        organizationNumber
      }
      ... on TransportCompany {
        databaseId
        name
        organizationNumber
      }
      ... on Zone {
        databaseId
        zoneNumber
        name
      }
      ... on DrumSpec {
        databaseId
        name
        drumType {
          name
        }
      }
      ... on DrumType {
        databaseId
        name
      }
    }
  }
`;

type Node = { id: string; databaseId: number; name: string };
const company = (node: Node & { organizationNumber?: string | null }): PickerItem => ({
  id: node.id,
  databaseId: node.databaseId,
  label: node.name,
  detail: node.organizationNumber ?? undefined,
});
const zone = (node: Node & { zoneNumber: number }): PickerItem => ({
  id: node.id,
  databaseId: node.databaseId,
  label: `${node.zoneNumber} · ${node.name}`,
});
const spec = (node: Node & { drumType: { name: string } }): PickerItem => ({
  id: node.id,
  databaseId: node.databaseId,
  label: node.name,
  detail: node.drumType.name,
});

export type PickerKind = 'returnerCompany' | 'transportCompany' | 'zone' | 'drumSpec' | 'drumType';

const TYPENAMES: Record<PickerKind, string> = {
  returnerCompany: 'ReturnerCompany',
  transportCompany: 'TransportCompany',
  zone: 'Zone',
  drumSpec: 'DrumSpec',
  drumType: 'DrumType',
};

/** The search of a picker: the first page of the server's matches, as picker items. */
export function usePickerSearch(kind: PickerKind): (search: string) => Promise<readonly PickerItem[]> {
  const environment = useRelayEnvironment();
  return useCallback(
    (search: string) => {
      const ask = <Q extends OperationType>(query: GraphQLTaggedNode, items: (data: Q['response']) => PickerItem[]) =>
        fetchQuery<Q>(environment, query, { search: search || null, first: PICKER_PAGE_SIZE } as Q['variables'])
          .toPromise()
          .then((data) => (data ? items(data) : []));
      switch (kind) {
        case 'returnerCompany':
          return ask<pickersReturnerCompaniesQuery>(returnerCompanies, (data) =>
            data.returnerCompanies.edges.map((edge) => company(edge.node)),
          );
        case 'transportCompany':
          return ask<pickersTransportCompaniesQuery>(transportCompanies, (data) =>
            data.schedulingTransportCompanies.edges.map((edge) => company(edge.node)),
          );
        case 'zone':
          return ask<pickersZonesQuery>(zones, (data) => data.zones.edges.map((edge) => zone(edge.node)));
        case 'drumSpec':
          return ask<pickersDrumSpecsQuery>(drumSpecs, (data) => data.drumSpecs.edges.map((edge) => spec(edge.node)));
        case 'drumType':
          return ask<pickersDrumTypesQuery>(drumTypes, (data) =>
            data.drumTypes.edges.map((edge) => ({
              id: edge.node.id,
              databaseId: edge.node.databaseId,
              label: edge.node.name,
            })),
          );
      }
    },
    [environment, kind],
  );
}

/**
 * The picker item of a row known by its database id only (a URL's filter): asked once, so the
 * picker shows the chosen name even when it is not among the first matches. Null for none.
 */
export function usePickedItem(kind: PickerKind, databaseId: string | undefined): PickerItem | null {
  const environment = useRelayEnvironment();
  const [item, setItem] = useState<PickerItem | null>(null);
  useEffect(() => {
    if (!databaseId) return;
    let current = true;
    fetchQuery<pickersNodeQuery>(environment, node, { id: toGlobalId(TYPENAMES[kind], databaseId) })
      .toPromise()
      .then((data) => {
        const found = data?.node;
        if (!current || found?.databaseId === undefined || found.name === undefined) return;
        const row = { id: found.id, databaseId: found.databaseId, name: found.name };
        if (found.zoneNumber !== undefined) setItem(zone({ ...row, zoneNumber: found.zoneNumber }));
        else if (found.drumType) setItem(spec({ ...row, drumType: found.drumType }));
        else setItem(company({ ...row, organizationNumber: found.organizationNumber }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [environment, kind, databaseId]);
  return databaseId && item && String(item.databaseId) === databaseId ? item : null;
}

/** The largest id the database holds: a valid id that names no row (ids are counted from 1). */
const NO_ROW = 2147483647;

/**
 * The global id of a filter's database id (the URL's), or undefined when none is chosen. What a
 * hand-edited link names that is no id goes as an id of nothing: the list is then empty rather
 * than unfiltered.
 */
export function pickedGlobalId(kind: PickerKind, databaseId: string | undefined): string | undefined {
  if (!databaseId) return undefined;
  const id = /^\d{1,10}$/.test(databaseId) && Number(databaseId) <= NO_ROW ? Number(databaseId) : NO_ROW;
  return toGlobalId(TYPENAMES[kind], id);
}
