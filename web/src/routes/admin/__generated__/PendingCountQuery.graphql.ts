/**
 * @generated SignedSource<<ea4687b3e0fc05cd745803a757a8a9a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PendingCountQuery$variables = Record<PropertyKey, never>;
export type PendingCountQuery$data = {
  readonly pendingUsers: {
    readonly totalCount: number;
  };
};
export type PendingCountQuery = {
  response: PendingCountQuery$data;
  variables: PendingCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      }
    ],
    "concreteType": "QueryPendingUsersConnection",
    "kind": "LinkedField",
    "name": "pendingUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      }
    ],
    "storageKey": "pendingUsers(first:200)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PendingCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PendingCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "08d27fcc6db511e0ce101697694c509b",
    "id": null,
    "metadata": {},
    "name": "PendingCountQuery",
    "operationKind": "query",
    "text": "query PendingCountQuery {\n  pendingUsers(first: 200) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "eced843ad4b09568a170d3ac470ed8e5";

export default node;
