/**
 * @generated SignedSource<<b2f42a8959151a610dbc389385878704>>
 * @relayHash ca17e14ee15a71d09d7d4a0a12a8dc5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f452d612b51730d99f24240265103414ad50bdec1410848038a7e9a2297cf29

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerProviderQuery$variables = Record<PropertyKey, never>;
export type ViewerProviderQuery$data = {
  readonly me: {
    readonly " $fragmentSpreads": FragmentRefs<"ViewerProvider_user">;
  } | null | undefined;
};
export type ViewerProviderQuery = {
  response: ViewerProviderQuery$data;
  variables: ViewerProviderQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerProviderQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewerProvider_user"
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
    "name": "ViewerProviderQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approved",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4f452d612b51730d99f24240265103414ad50bdec1410848038a7e9a2297cf29",
    "metadata": {},
    "name": "ViewerProviderQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5c7901d62f3a64c486c0a0b1bc185a7a";

export default node;
