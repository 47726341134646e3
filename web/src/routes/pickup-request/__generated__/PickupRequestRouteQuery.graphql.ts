/**
 * @generated SignedSource<<2aacd121c1e1df95cc7c89df35efaadd>>
 * @relayHash cab310092f70843cdad3d4b16850f1db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d81e5df1199b02980625f58adf0bd0d900b302d5ed5a1e85cd6e2c34b7b3639

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PickupRequestRouteQuery$variables = Record<PropertyKey, never>;
export type PickupRequestRouteQuery$data = {
  readonly config: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressPicker_config">;
  };
};
export type PickupRequestRouteQuery = {
  response: PickupRequestRouteQuery$data;
  variables: PickupRequestRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PickupRequestRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "config",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddressPicker_config"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PickupRequestRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "config",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "geocoderUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mapTileUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7d81e5df1199b02980625f58adf0bd0d900b302d5ed5a1e85cd6e2c34b7b3639",
    "metadata": {},
    "name": "PickupRequestRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "3bb2f86c10b970a208eb8ec4f3ac4ce3";

export default node;
