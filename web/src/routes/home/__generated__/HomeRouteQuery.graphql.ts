/**
 * @generated SignedSource<<8ee6b41b4579a749ba2dd10c21123abb>>
 * @relayHash efb1158b8f042f8cb43368be8be29a3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b327099f79dd2b8a1181ffc42e637a502b106e8e22a8c967504b007eba3f398

import { ConcreteRequest } from 'relay-runtime';
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly drafts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string;
        readonly databaseId: number;
        readonly id: string;
        readonly referenceNumberFormatted: string;
        readonly totalDrums: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly scheduled: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string;
        readonly databaseId: number;
        readonly id: string;
        readonly referenceNumberFormatted: string;
        readonly scheduledPickupDate: string | null | undefined;
      };
    }>;
  };
  readonly unreadMessageCounts: {
    readonly requests: ReadonlyArray<{
      readonly count: number;
      readonly databaseId: number;
    }>;
    readonly total: number;
  };
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referenceNumberFormatted",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v4 = [
  {
    "alias": "drafts",
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 3
      },
      {
        "kind": "Literal",
        "name": "statuses",
        "value": [
          "draft"
        ]
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalDrums",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "pickupRequests(first:3,statuses:[\"draft\"])"
  },
  {
    "alias": "scheduled",
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "PICKUP_DATE_ASC"
      },
      {
        "kind": "Literal",
        "name": "statuses",
        "value": [
          "pending_confirmation",
          "reported",
          "ready_for_pickup",
          "awaiting_pickup",
          "awaiting_assignment",
          "assigned",
          "pickup_scheduled",
          "acknowledged"
        ]
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
    "storageKey": "pickupRequests(first:1,orderBy:\"PICKUP_DATE_ASC\",statuses:[\"pending_confirmation\",\"reported\",\"ready_for_pickup\",\"awaiting_pickup\",\"awaiting_assignment\",\"assigned\",\"pickup_scheduled\",\"acknowledged\"])"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "UnreadMessageCounts",
    "kind": "LinkedField",
    "name": "unreadMessageCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RequestUnreadCount",
        "kind": "LinkedField",
        "name": "requests",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "7b327099f79dd2b8a1181ffc42e637a502b106e8e22a8c967504b007eba3f398",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28b8576e812ab9177bb7ec1edc0ce5ca";

export default node;
