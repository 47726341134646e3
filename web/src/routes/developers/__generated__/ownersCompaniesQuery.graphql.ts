/**
 * @generated SignedSource<<e34204d928230a0e3a62e6d39a9709a8>>
 * @relayHash e337fe62e10fab293c5dbd20955eec08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d07b05d00510a3955e3673dfc695f7d4d58df058eb8f666af82990e47fdc9950

import { ConcreteRequest } from 'relay-runtime';
export type ownersCompaniesQuery$variables = Record<PropertyKey, never>;
export type ownersCompaniesQuery$data = {
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
export type ownersCompaniesQuery = {
  response: ownersCompaniesQuery$data;
  variables: ownersCompaniesQuery$variables;
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
    "name": "ownersCompaniesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ownersCompaniesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d07b05d00510a3955e3673dfc695f7d4d58df058eb8f666af82990e47fdc9950",
    "metadata": {},
    "name": "ownersCompaniesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3711328df6fd6059bbdba95c3ec7a756";

export default node;
