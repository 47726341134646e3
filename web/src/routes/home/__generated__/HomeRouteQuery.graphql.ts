/**
 * @generated SignedSource<<b641209e8e59a31cf64453479f8657d9>>
 * @relayHash 7d5ed04a0992ef9cec75ae6f7028e16f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c49298da4cda929b021d27ca71b7ff4410bdfeaa1893fa28a6d894e3d21f7b28

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
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referenceNumberFormatted",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v5 = [
  {
    "alias": "drafts",
    "args": [
      (v0/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "storageKey": "pickupRequests(first:50,statuses:[\"draft\"])"
  },
  {
    "alias": "scheduled",
    "args": [
      (v0/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "storageKey": "pickupRequests(first:50,statuses:[\"pending_confirmation\",\"reported\",\"ready_for_pickup\",\"awaiting_pickup\",\"awaiting_assignment\",\"assigned\",\"pickup_scheduled\",\"acknowledged\"])"
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
          (v2/*:: as any*/),
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
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "c49298da4cda929b021d27ca71b7ff4410bdfeaa1893fa28a6d894e3d21f7b28",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c2ce5e510d8697e1af6341d434eeae25";

export default node;
