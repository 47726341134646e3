/**
 * @generated SignedSource<<22f28770943d7d23d606a8634c0f4f56>>
 * @relayHash 9af1648f098e3ec7a42bd2bccacc2627
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3124902f892ddb3881ca20e20b1edb0d8101cb8924213a431b30d7927e3fcef

import { ConcreteRequest } from 'relay-runtime';
export type pickersReturnerCompaniesQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type pickersReturnerCompaniesQuery$data = {
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
        readonly organizationNumber: string;
      };
    }>;
  };
};
export type pickersReturnerCompaniesQuery = {
  response: pickersReturnerCompaniesQuery$data;
  variables: pickersReturnerCompaniesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
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
                "name": "organizationNumber",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "pickersReturnerCompaniesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "pickersReturnerCompaniesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f3124902f892ddb3881ca20e20b1edb0d8101cb8924213a431b30d7927e3fcef",
    "metadata": {},
    "name": "pickersReturnerCompaniesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc76dd380851aef62c181654be732099";

export default node;
