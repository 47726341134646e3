/**
 * @generated SignedSource<<74c2924c7b1e489e85fa61a16ab4ac92>>
 * @relayHash 168bd836cbb3a9fb8015a081844af035
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad5b517d13a10e3caf869b37758a584230996b1d879b581f8e382e577c04811b

import { ConcreteRequest } from 'relay-runtime';
export type pickersTransportCompaniesQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type pickersTransportCompaniesQuery$data = {
  readonly schedulingTransportCompanies: {
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
export type pickersTransportCompaniesQuery = {
  response: pickersTransportCompaniesQuery$data;
  variables: pickersTransportCompaniesQuery$variables;
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
    "concreteType": "QuerySchedulingTransportCompaniesConnection",
    "kind": "LinkedField",
    "name": "schedulingTransportCompanies",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QuerySchedulingTransportCompaniesConnectionEdge",
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
    "name": "pickersTransportCompaniesQuery",
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
    "name": "pickersTransportCompaniesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ad5b517d13a10e3caf869b37758a584230996b1d879b581f8e382e577c04811b",
    "metadata": {},
    "name": "pickersTransportCompaniesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e7dccc4a7f9640efb5401d28b4462368";

export default node;
