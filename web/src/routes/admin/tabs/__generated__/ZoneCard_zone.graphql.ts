/**
 * @generated SignedSource<<6371411ec2a4c3180a82c5192f9cc254>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ZoneCard_zone$data = {
  readonly boundary: ReadonlyArray<{
    readonly lat: number;
    readonly lng: number;
  }> | null | undefined;
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly zoneNumber: number;
  readonly " $fragmentType": "ZoneCard_zone";
};
export type ZoneCard_zone$key = {
  readonly " $data"?: ZoneCard_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneCard_zone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneCard_zone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ZonePoint",
      "kind": "LinkedField",
      "name": "boundary",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lng",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Zone",
  "abstractKey": null
};

(node as any).hash = "5ae7eba4ca6a0bd6c1c4c7b6147bad77";

export default node;
