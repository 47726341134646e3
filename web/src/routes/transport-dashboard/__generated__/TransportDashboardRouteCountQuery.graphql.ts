/**
 * @generated SignedSource<<02ae1247b284800ee15eb0b477530124>>
 * @relayHash 7a3246a803ada479e4403ff53f850da6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f3fe7caaf38ea3832962df3ebc54310fabd7659819b0061a455a049074ea418

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
        "value": 100
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
    "id": "1f3fe7caaf38ea3832962df3ebc54310fabd7659819b0061a455a049074ea418",
    "metadata": {},
    "name": "TransportDashboardRouteCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e7f71ce6a974b55de513536f844e886";

export default node;
