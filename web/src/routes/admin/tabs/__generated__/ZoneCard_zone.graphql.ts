/**
 * @generated SignedSource<<9b26c49f7f0986a8fe798ccf4e032c3f>>
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
  readonly routeDispatches: ReadonlyArray<{
    readonly createdAt: string;
    readonly distanceKm: number;
    readonly id: string;
    readonly stops: ReadonlyArray<{
      readonly reference: string;
    }>;
    readonly totalDrums: number;
    readonly transportCompanyName: string;
  }>;
  readonly thresholdProgress: ReadonlyArray<{
    readonly threshold: number;
    readonly transportCompanyId: number;
    readonly transportCompanyName: string;
    readonly waitingDrums: number;
  }>;
  readonly zoneNumber: number;
  readonly " $fragmentType": "ZoneCard_zone";
};
export type ZoneCard_zone$key = {
  readonly " $data"?: ZoneCard_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneCard_zone">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportCompanyName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneCard_zone",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThresholdProgress",
      "kind": "LinkedField",
      "name": "thresholdProgress",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transportCompanyId",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "threshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "waitingDrums",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RouteDispatch",
      "kind": "LinkedField",
      "name": "routeDispatches",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalDrums",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "distanceKm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RouteStop",
          "kind": "LinkedField",
          "name": "stops",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reference",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Zone",
  "abstractKey": null
};
})();

(node as any).hash = "6e9962102eb985df535ad77f50e18ad4";

export default node;
