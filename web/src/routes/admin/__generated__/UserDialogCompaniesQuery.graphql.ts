/**
 * @generated SignedSource<<f011703c5ad5dd4043b1629696f10b08>>
 * @relayHash b274a31df31efe0a177d69957a077dc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37b9bfa88f9c4ffeefaa89f47cfe21734f0ffe322826c1c998079c887cbe3ae9

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
    "id": "37b9bfa88f9c4ffeefaa89f47cfe21734f0ffe322826c1c998079c887cbe3ae9",
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
    "text": null
  }
};
})();

(node as any).hash = "9920c158672f4ee79c0eed3ea2cff6e0";

export default node;
