/**
 * @generated SignedSource<<e1acb8e27bcf219f71eba4b9dfe360bc>>
 * @relayHash 2a897f9443eca4c7e54fce7939e9a67f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9680e49f4bf40f239e9f6b58c2e77ace1049367b0f66255a467be56aca50d44b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRequestDialogQuery$variables = Record<PropertyKey, never>;
export type AdminRequestDialogQuery$data = {
  readonly config: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressPicker_config">;
  };
  readonly returnerCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
        readonly users: ReadonlyArray<{
          readonly databaseId: number;
          readonly id: string;
          readonly name: string;
          readonly role: string;
        }>;
      };
    }>;
  };
  readonly schedulingTransportCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DrumDetails_query">;
};
export type AdminRequestDialogQuery = {
  response: AdminRequestDialogQuery$data;
  variables: AdminRequestDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
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
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "users",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "role",
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
  ],
  "storageKey": "returnerCompanies(first:500)"
},
v5 = {
  "alias": null,
  "args": (v0/*:: as any*/),
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
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "schedulingTransportCompanies(first:500)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRequestDialogQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DrumDetails_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "config",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddressPicker_config"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminRequestDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryDrumSpecsConnection",
        "kind": "LinkedField",
        "name": "drumSpecs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryDrumSpecsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumSpec",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DrumType",
                    "kind": "LinkedField",
                    "name": "drumType",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "drumSpecs(first:500)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "config",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "geocoderUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mapTileUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "9680e49f4bf40f239e9f6b58c2e77ace1049367b0f66255a467be56aca50d44b",
    "metadata": {},
    "name": "AdminRequestDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a4b11cd132ed148ec1cb14ebbb2a5012";

export default node;
