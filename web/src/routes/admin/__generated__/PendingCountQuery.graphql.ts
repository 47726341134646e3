/**
 * @generated SignedSource<<da245672b2a87fe462d6c6fb651f8dec>>
 * @relayHash 1d0fbc6500b821e277783e00cb0fa2e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 830d7f108005c44a6adb1a9e1eee647e1bb5b2d97d9dfdf621b63262b9c82670

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
    "value": 200
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
        "storageKey": "pendingUsers(first:200)"
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
    "id": "830d7f108005c44a6adb1a9e1eee647e1bb5b2d97d9dfdf621b63262b9c82670",
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

(node as any).hash = "8d41c2522b25a48360b14ab99942c78c";

export default node;
