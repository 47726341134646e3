/**
 * @generated SignedSource<<537f03df1833a7604edab02bf9729be6>>
 * @relayHash d85cef5f0f19b552b0fa2bdd035ddb09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a874dd5b482d63710afe63372bc59bf5bdcc1368f54bdb12ee8aa5eeb6ab401e

import { ConcreteRequest } from 'relay-runtime';
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type TransportDashboardRouteQuery$variables = {
  statuses: ReadonlyArray<PickupStatus>;
};
export type TransportDashboardRouteQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
  readonly pickupRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string;
        readonly id: string;
        readonly latitude: number | null | undefined;
        readonly longitude: number | null | undefined;
        readonly referenceNumberFormatted: string;
        readonly scheduledPickupDate: string | null | undefined;
        readonly status: PickupStatus;
      };
    }>;
  };
  readonly transportStats: {
    readonly activePickups: number;
    readonly completed: number;
    readonly pendingConfirmation: number;
    readonly totalRequests: number;
  };
};
export type TransportDashboardRouteQuery = {
  response: TransportDashboardRouteQuery$data;
  variables: TransportDashboardRouteQuery$variables;
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
        "name": "totalRequests",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingConfirmation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activePickups",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "completed",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
        "name": "mapTileUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
                "name": "referenceNumberFormatted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "latitude",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "longitude",
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
    "name": "TransportDashboardRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransportDashboardRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a874dd5b482d63710afe63372bc59bf5bdcc1368f54bdb12ee8aa5eeb6ab401e",
    "metadata": {},
    "name": "TransportDashboardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a609bc8c6e8933c76729d3330a2d020a";

export default node;
