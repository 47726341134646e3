/**
 * @generated SignedSource<<9376d9056c5d732a0feecff2f5c15f2a>>
 * @relayHash 391f88dca3e4bc4543d1634fade68bbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbef8c6fa14bf284e496d8477f75b5bad3e5769dd380b08b02347e35afeece10

import { ConcreteRequest } from 'relay-runtime';
export type ApproveUserDialogCompaniesQuery$variables = {
  search?: string | null | undefined;
};
export type ApproveUserDialogCompaniesQuery$data = {
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly organizationNumber: string;
      };
    }>;
  };
};
export type ApproveUserDialogCompaniesQuery = {
  response: ApproveUserDialogCompaniesQuery$data;
  variables: ApproveUserDialogCompaniesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApproveUserDialogCompaniesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApproveUserDialogCompaniesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fbef8c6fa14bf284e496d8477f75b5bad3e5769dd380b08b02347e35afeece10",
    "metadata": {},
    "name": "ApproveUserDialogCompaniesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "63ed2f72ff91d050e3a7b851da5322c4";

export default node;
