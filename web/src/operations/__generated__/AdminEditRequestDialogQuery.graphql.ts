/**
 * @generated SignedSource<<9b068b8cac3932f02649741ebb02774c>>
 * @relayHash 19be19cebc9194be3128ebd8f276a315
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b084bc0ee920599a257307729028311bb903f95b4dd217cfad05ff0285a8238

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminEditRequestDialogQuery$variables = Record<PropertyKey, never>;
export type AdminEditRequestDialogQuery$data = {
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
export type AdminEditRequestDialogQuery = {
  response: AdminEditRequestDialogQuery$data;
  variables: AdminEditRequestDialogQuery$variables;
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
    "name": "AdminEditRequestDialogQuery",
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
    "name": "AdminEditRequestDialogQuery",
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
    "id": "1b084bc0ee920599a257307729028311bb903f95b4dd217cfad05ff0285a8238",
    "metadata": {},
    "name": "AdminEditRequestDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a1c42196ade1fe3f307ece9ebffb1560";

export default node;
