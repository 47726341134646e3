/**
 * @generated SignedSource<<eb64eb49878f15ab762ed957a87d10fe>>
 * @relayHash 9dded4bf84a74cd1df1a07d943127654
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b58690042d4f48367bbecb1dcbae521611ee6213635acb764d93cecd9207b8c

import { ConcreteRequest } from 'relay-runtime';
export type StatementsTabCompaniesQuery$variables = Record<PropertyKey, never>;
export type StatementsTabCompaniesQuery$data = {
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type StatementsTabCompaniesQuery = {
  response: StatementsTabCompaniesQuery$data;
  variables: StatementsTabCompaniesQuery$variables;
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
    "name": "StatementsTabCompaniesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StatementsTabCompaniesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4b58690042d4f48367bbecb1dcbae521611ee6213635acb764d93cecd9207b8c",
    "metadata": {},
    "name": "StatementsTabCompaniesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d6e7d5ab7763d5244a38748fd186e40c";

export default node;
