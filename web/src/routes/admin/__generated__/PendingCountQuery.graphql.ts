/**
 * @generated SignedSource<<6f74acac82bbdbf235b8a460c0dfdcf5>>
 * @relayHash 86dadd15858556bb63dc4625fa8d08fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5466fc8bc1696275b9e836aeb5b76bef0cebbd68550d199d984ae9bd2f287ead

import { ConcreteRequest } from 'relay-runtime';
export type PendingCountQuery$variables = Record<PropertyKey, never>;
export type PendingCountQuery$data = {
  readonly pendingUsers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      };
    }>;
    readonly totalCount: number;
  };
};
export type PendingCountQuery = {
  response: PendingCountQuery$data;
  variables: PendingCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "concreteType": "QueryPendingUsersConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
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
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PendingCountQuery",
    "selections": [
      {
        "alias": "pendingUsers",
        "args": null,
        "concreteType": "QueryPendingUsersConnection",
        "kind": "LinkedField",
        "name": "__Admin_pendingUsers_connection",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PendingCountQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryPendingUsersConnection",
        "kind": "LinkedField",
        "name": "pendingUsers",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": "pendingUsers(first:50)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "Admin_pendingUsers",
        "kind": "LinkedHandle",
        "name": "pendingUsers"
      }
    ]
  },
  "params": {
    "id": "5466fc8bc1696275b9e836aeb5b76bef0cebbd68550d199d984ae9bd2f287ead",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "pendingUsers"
          ]
        }
      ]
    },
    "name": "PendingCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "be2cc98fd4fad7925b360a38bd3e0513";

export default node;
