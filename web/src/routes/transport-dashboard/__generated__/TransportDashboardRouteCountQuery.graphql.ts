/**
 * @generated SignedSource<<b8c3c3eaa27409c8f216b47fae044aed>>
 * @relayHash 45afa325fe835e29a771c289070d2af9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc71626c2d1888074827ed7df612853defe83afb1b22e69c9089aba620178364

import { ConcreteRequest } from 'relay-runtime';
export type TransportDashboardRouteCountQuery$variables = Record<PropertyKey, never>;
export type TransportDashboardRouteCountQuery$data = {
  readonly transportStats: {
    readonly newRequests: number;
    readonly scheduledPickups: number;
  };
};
export type TransportDashboardRouteCountQuery = {
  response: TransportDashboardRouteCountQuery$data;
  variables: TransportDashboardRouteCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TransportStats",
    "kind": "LinkedField",
    "name": "transportStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newRequests",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scheduledPickups",
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
    "name": "TransportDashboardRouteCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TransportDashboardRouteCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dc71626c2d1888074827ed7df612853defe83afb1b22e69c9089aba620178364",
    "metadata": {},
    "name": "TransportDashboardRouteCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ae8f4f605c584a6357acb6b65da4ca8";

export default node;
