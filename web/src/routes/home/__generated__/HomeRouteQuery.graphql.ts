/**
 * @generated SignedSource<<79b0be0d6244302350f097c8a791379c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "7d5ed04a0992ef9cec75ae6f7028e16f",
    "id": null,
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": "query HomeRouteQuery {\n  drafts: pickupRequests(first: 50, statuses: [draft]) {\n    edges {\n      node {\n        id\n        databaseId\n        referenceNumberFormatted\n        address\n        totalDrums\n      }\n    }\n  }\n  scheduled: pickupRequests(first: 50, statuses: [pending_confirmation, reported, ready_for_pickup, awaiting_pickup, awaiting_assignment, assigned, pickup_scheduled, acknowledged]) {\n    edges {\n      node {\n        id\n        databaseId\n        referenceNumberFormatted\n        address\n        scheduledPickupDate\n      }\n    }\n  }\n  unreadMessageCounts {\n    total\n    requests {\n      databaseId\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2ce5e510d8697e1af6341d434eeae25";

export default node;
