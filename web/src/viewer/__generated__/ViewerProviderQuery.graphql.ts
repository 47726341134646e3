/**
 * @generated SignedSource<<8dadf147e0b6af7711d57f93bbbd40e2>>
 * @relayHash 88377c60f9d5625c616a9d76fb90c5de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e619e3db1bfc796b60fa87325d1ef1ed7f4c27570fd2bef3a43d973927e7bbd4

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "localeTag",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e619e3db1bfc796b60fa87325d1ef1ed7f4c27570fd2bef3a43d973927e7bbd4",
    "metadata": {},
    "name": "ViewerProviderQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5c7901d62f3a64c486c0a0b1bc185a7a";

export default node;
