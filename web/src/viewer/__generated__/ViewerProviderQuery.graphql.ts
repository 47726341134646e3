/**
 * @generated SignedSource<<0ca780810b0c95963c892949bdb67713>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ca17e14ee15a71d09d7d4a0a12a8dc5b",
    "id": null,
    "metadata": {},
    "name": "ViewerProviderQuery",
    "operationKind": "query",
    "text": "query ViewerProviderQuery {\n  me {\n    ...ViewerProvider_user\n    id\n  }\n}\n\nfragment ViewerProvider_user on User {\n  id\n  name\n  email\n  role\n  approved\n}\n"
  }
};

(node as any).hash = "5c7901d62f3a64c486c0a0b1bc185a7a";

export default node;
