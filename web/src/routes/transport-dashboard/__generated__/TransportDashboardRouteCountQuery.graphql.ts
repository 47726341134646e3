/**
 * @generated SignedSource<<de10576f29d08efae75ebcbc13101549>>
 * @relayHash db1c5f98673942d7057a74b90f66d33f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 477f2fcada11bab25e309aa7508bb0b7204ba4047d94b32c8c876f5ea4741456

import { ConcreteRequest } from 'relay-runtime';
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type TransportDashboardRouteCountQuery$variables = {
  statuses: ReadonlyArray<PickupStatus>;
};
export type TransportDashboardRouteCountQuery$data = {
  readonly pickupRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly scheduledPickupDate: string | null | undefined;
        readonly status: PickupStatus;
      };
    }>;
  };
};
export type TransportDashboardRouteCountQuery = {
  response: TransportDashboardRouteCountQuery$data;
  variables: TransportDashboardRouteCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "statuses"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      },
      {
        "kind": "Variable",
        "name": "statuses",
        "variableName": "statuses"
      }
    ],
    "concreteType": "QueryPickupRequestsConnection",
    "kind": "LinkedField",
    "name": "pickupRequests",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryPickupRequestsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PickupRequest",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledPickupDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TransportDashboardRouteCountQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransportDashboardRouteCountQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "477f2fcada11bab25e309aa7508bb0b7204ba4047d94b32c8c876f5ea4741456",
    "metadata": {},
    "name": "TransportDashboardRouteCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "555e647a6af8b42cf933e3408b5f6a94";

export default node;
