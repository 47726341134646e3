/**
 * @generated SignedSource<<cb9ca26b2f2c76498c35ff3b3d053b27>>
 * @relayHash 7036f2870b1c87e99cd952aea5a78a97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cbf6467c3c0b9a74c152389f2fbfcdce9f8afc41b431ed2b1d0ed3c7f68b96c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type offlineBookingFormQuery$variables = Record<PropertyKey, never>;
export type offlineBookingFormQuery$data = {
  readonly config: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressPicker_config">;
  };
};
export type offlineBookingFormQuery = {
  response: offlineBookingFormQuery$data;
  variables: offlineBookingFormQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "offlineBookingFormQuery",
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
    "name": "offlineBookingFormQuery",
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
    "id": "5cbf6467c3c0b9a74c152389f2fbfcdce9f8afc41b431ed2b1d0ed3c7f68b96c",
    "metadata": {},
    "name": "offlineBookingFormQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "2b6380ee1fa42bfeda0630b54a4150fa";

export default node;
