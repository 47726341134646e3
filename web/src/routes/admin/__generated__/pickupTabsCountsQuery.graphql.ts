/**
 * @generated SignedSource<<635446014cac0a3beeb33baabaf1700f>>
 * @relayHash 9b41b58927072ad675a4ddd6bb6cb57f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03aca6ee40f003e5d67646833d29290a613cf1bdbf4e6ff4e0682e8e032c1478

import { ConcreteRequest } from 'relay-runtime';
export type pickupTabsCountsQuery$variables = Record<PropertyKey, never>;
export type pickupTabsCountsQuery$data = {
  readonly pickupDepartmentCounts: {
    readonly cancelled: number;
    readonly completed: number;
    readonly ongoing: number;
    readonly pending: number;
    readonly requests: number;
  };
};
export type pickupTabsCountsQuery = {
  response: pickupTabsCountsQuery$data;
  variables: pickupTabsCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PickupDepartmentCounts",
    "kind": "LinkedField",
    "name": "pickupDepartmentCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pending",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requests",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ongoing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "completed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelled",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "pickupTabsCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "pickupTabsCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "03aca6ee40f003e5d67646833d29290a613cf1bdbf4e6ff4e0682e8e032c1478",
    "metadata": {},
    "name": "pickupTabsCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "89db04cf5c4e834b52b4f1a0ec009d65";

export default node;
