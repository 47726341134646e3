/**
 * @generated SignedSource<<4c75f44b3ebd1413353867857a2570df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminPanelPendingCountQuery$variables = Record<PropertyKey, never>;
export type AdminPanelPendingCountQuery$data = {
  readonly pendingUsers: {
    readonly totalCount: number;
  };
};
export type AdminPanelPendingCountQuery = {
  response: AdminPanelPendingCountQuery$data;
  variables: AdminPanelPendingCountQuery$variables;
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
    "name": "AdminPanelPendingCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminPanelPendingCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a6cf75153d230175fa9d51c46a2e0d08",
    "id": null,
    "metadata": {},
    "name": "AdminPanelPendingCountQuery",
    "operationKind": "query",
    "text": "query AdminPanelPendingCountQuery {\n  pendingUsers(first: 200) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a28d060ac39765188604011949d6818";

export default node;
