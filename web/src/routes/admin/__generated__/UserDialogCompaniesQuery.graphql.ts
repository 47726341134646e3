/**
 * @generated SignedSource<<cf84dc765473b63ecbd73337a570ade7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserDialogCompaniesQuery$variables = Record<PropertyKey, never>;
export type UserDialogCompaniesQuery$data = {
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly transportCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type UserDialogCompaniesQuery = {
  response: UserDialogCompaniesQuery$data;
  variables: UserDialogCompaniesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "databaseId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v2 = {
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
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryReturnerCompaniesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReturnerCompany",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryTransportCompaniesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TransportCompany",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserDialogCompaniesQuery",
    "selections": [
      {
        "alias": "returnerCompanies",
        "args": null,
        "concreteType": "QueryReturnerCompaniesConnection",
        "kind": "LinkedField",
        "name": "__Admin_returnerCompanies_connection",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "transportCompanies",
        "args": null,
        "concreteType": "QueryTransportCompaniesConnection",
        "kind": "LinkedField",
        "name": "__Admin_transportCompanies_connection",
        "plural": false,
        "selections": (v4/*:: as any*/),
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
    "name": "UserDialogCompaniesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryReturnerCompaniesConnection",
        "kind": "LinkedField",
        "name": "returnerCompanies",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": "returnerCompanies(first:500)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "Admin_returnerCompanies",
        "kind": "LinkedHandle",
        "name": "returnerCompanies"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryTransportCompaniesConnection",
        "kind": "LinkedField",
        "name": "transportCompanies",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "transportCompanies(first:500)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "Admin_transportCompanies",
        "kind": "LinkedHandle",
        "name": "transportCompanies"
      }
    ]
  },
  "params": {
    "cacheID": "b274a31df31efe0a177d69957a077dc6",
    "id": null,
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "returnerCompanies"
          ]
        },
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "transportCompanies"
          ]
        }
      ]
    },
    "name": "UserDialogCompaniesQuery",
    "operationKind": "query",
    "text": "query UserDialogCompaniesQuery {\n  returnerCompanies(first: 500) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  transportCompanies(first: 500) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9920c158672f4ee79c0eed3ea2cff6e0";

export default node;
