/**
 * @generated SignedSource<<6b0eb3d72e2452a61a2bc80bf394c355>>
 * @relayHash c62985dcda5400aa3dc13fcb5af4fed5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4345fa744b2a596a557fdb2cd05743eb52f60c4a1780f4114e56ec0df73c0de

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type TransportDashboardRouteQuery$variables = {
  statuses: ReadonlyArray<PickupStatus>;
};
export type TransportDashboardRouteQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
  readonly transportStats: {
    readonly activePickups: number;
    readonly completed: number;
    readonly pendingConfirmation: number;
    readonly totalRequests: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"TransportDashboardRoute_stops">;
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
v1 = {
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
v2 = {
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
v3 = {
  "kind": "Variable",
  "name": "statuses",
  "variableName": "statuses"
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TransportDashboardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "args": [
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "TransportDashboardRoute_stops"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransportDashboardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": "openStops",
        "args": (v4/*:: as any*/),
        "concreteType": "QueryPickupRequestsConnection",
        "kind": "LinkedField",
        "name": "pickupRequests",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "openStops",
        "args": (v4/*:: as any*/),
        "filters": [
          "statuses"
        ],
        "handle": "connection",
        "key": "TransportDashboardRoute_openStops",
        "kind": "LinkedHandle",
        "name": "pickupRequests"
      }
    ]
  },
  "params": {
    "id": "b4345fa744b2a596a557fdb2cd05743eb52f60c4a1780f4114e56ec0df73c0de",
    "metadata": {},
    "name": "TransportDashboardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "538ab5c988b9dd7782bca5a9ce3c7fd7";

export default node;
