/**
 * @generated SignedSource<<2c58c96d8b948696a02bf8fc8a220488>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewApiTokenDialogCompaniesQuery$variables = Record<PropertyKey, never>;
export type NewApiTokenDialogCompaniesQuery$data = {
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly transportCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type NewApiTokenDialogCompaniesQuery = {
  response: NewApiTokenDialogCompaniesQuery$data;
  variables: NewApiTokenDialogCompaniesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v1 = [
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
v2 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
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
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "returnerCompanies(first:500)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "QueryTransportCompaniesConnection",
    "kind": "LinkedField",
    "name": "transportCompanies",
    "plural": false,
    "selections": [
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
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "transportCompanies(first:500)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewApiTokenDialogCompaniesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewApiTokenDialogCompaniesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "73ecb580a1c7988be6cb37148ef32937",
    "id": null,
    "metadata": {},
    "name": "NewApiTokenDialogCompaniesQuery",
    "operationKind": "query",
    "text": "query NewApiTokenDialogCompaniesQuery {\n  returnerCompanies(first: 500) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  transportCompanies(first: 500) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf5b8c14f90f42a0b9370d04acbbb054";

export default node;
