/**
 * @generated SignedSource<<2a2e56c367e3e6e9fb91170268f0a5a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDrumSpecInput = {
  articleNumber?: string | null | undefined;
  availableFor?: string | null | undefined;
  buybackPrice?: number | null | undefined;
  buybackPrice80?: number | null | undefined;
  drumInfo?: string | null | undefined;
  drumTypeId?: string | null | undefined;
  flangeDiameter?: number | null | undefined;
  id: string;
  name?: string | null | undefined;
  scrapHandlingFee?: number | null | undefined;
  transportVolume?: number | null | undefined;
  weight?: number | null | undefined;
  widthBetweenFlanges?: number | null | undefined;
};
export type UpdateDrumSpecMutation$variables = {
  input: UpdateDrumSpecInput;
};
export type UpdateDrumSpecMutation$data = {
  readonly updateDrumSpec: {
    readonly __typename: "DrumSpecPayload";
    readonly drumSpec: {
      readonly articleNumber: string | null | undefined;
      readonly availableFor: string;
      readonly buybackPrice: number | null | undefined;
      readonly buybackPrice80: number | null | undefined;
      readonly databaseId: number;
      readonly drumInfo: string | null | undefined;
      readonly drumType: {
        readonly id: string;
        readonly name: string;
      };
      readonly drumTypeId: number;
      readonly flangeDiameter: number | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly scrapHandlingFee: number | null | undefined;
      readonly transportVolume: number | null | undefined;
      readonly weight: number | null | undefined;
      readonly widthBetweenFlanges: number | null | undefined;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UpdateDrumSpecMutation = {
  response: UpdateDrumSpecMutation$data;
  variables: UpdateDrumSpecMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateDrumSpec",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DrumSpec",
            "kind": "LinkedField",
            "name": "drumSpec",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "articleNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "drumTypeId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumType",
                "kind": "LinkedField",
                "name": "drumType",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weight",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "flangeDiameter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "widthBetweenFlanges",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transportVolume",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buybackPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buybackPrice80",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scrapHandlingFee",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "drumInfo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availableFor",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DrumSpecPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "UpdateDrumSpecMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateDrumSpecMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "70330549c1af3e93c5bf951780001677",
    "id": null,
    "metadata": {},
    "name": "UpdateDrumSpecMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateDrumSpecMutation(\n  $input: UpdateDrumSpecInput!\n) {\n  updateDrumSpec(input: $input) {\n    __typename\n    ... on DrumSpecPayload {\n      drumSpec {\n        id\n        databaseId\n        name\n        articleNumber\n        drumTypeId\n        drumType {\n          id\n          name\n        }\n        weight\n        flangeDiameter\n        widthBetweenFlanges\n        transportVolume\n        buybackPrice\n        buybackPrice80\n        scrapHandlingFee\n        drumInfo\n        availableFor\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "300f29c363340e1e4722fa25a45d0660";

export default node;
