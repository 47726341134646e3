/**
 * @generated SignedSource<<2848276a921ccf22670be817ea1b5d01>>
 * @relayHash 24981f507ba6e75e4ad541a0162daa22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de0b7848c86d2695c217ff2129a218bafd63b95ce72d88664542f4e962611220

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRequestDialogQuery$variables = Record<PropertyKey, never>;
export type AdminRequestDialogQuery$data = {
  readonly config: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressPicker_config">;
  };
};
export type AdminRequestDialogQuery = {
  response: AdminRequestDialogQuery$data;
  variables: AdminRequestDialogQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRequestDialogQuery",
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
    "name": "AdminRequestDialogQuery",
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
    "id": "de0b7848c86d2695c217ff2129a218bafd63b95ce72d88664542f4e962611220",
    "metadata": {},
    "name": "AdminRequestDialogQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5945e7d8bbee78d57dcb86344f0f7973";

export default node;
