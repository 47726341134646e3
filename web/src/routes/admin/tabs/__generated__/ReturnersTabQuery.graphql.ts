/**
 * @generated SignedSource<<40c023f6f20e2142928a61617510e2f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReturnersTabQuery$variables = Record<PropertyKey, never>;
export type ReturnersTabQuery$data = {
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string | null | undefined;
        readonly contactPerson: string | null | undefined;
        readonly email: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly organizationNumber: string;
        readonly userCount: number;
      };
    }>;
  };
};
export type ReturnersTabQuery = {
  response: ReturnersTabQuery$data;
  variables: ReturnersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 500
      }
    ],
    "concreteType": "QueryReturnerCompaniesConnection",
    "kind": "LinkedField",
    "name": "returnerCompanies",
    "plural": false,
    "selections": [
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
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
                "name": "contactPerson",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "returnerCompanies(first:500)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReturnersTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReturnersTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e699d218e6cd84baa024da457fe26416",
    "id": null,
    "metadata": {},
    "name": "ReturnersTabQuery",
    "operationKind": "query",
    "text": "query ReturnersTabQuery {\n  returnerCompanies(first: 500) {\n    edges {\n      node {\n        id\n        name\n        organizationNumber\n        email\n        address\n        contactPerson\n        userCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d72ee38ee21f40c7a563ebdbce9df42";

export default node;
