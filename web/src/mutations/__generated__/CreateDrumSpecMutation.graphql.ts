/**
 * @generated SignedSource<<ec1c3c64e10e70e6fb29b604a205a9a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateDrumSpecInput = {
  articleNumber?: string | null | undefined;
  availableFor?: string | null | undefined;
  buybackPrice?: number | null | undefined;
  buybackPrice80?: number | null | undefined;
  drumInfo?: string | null | undefined;
  drumTypeId?: string | null | undefined;
  flangeDiameter?: number | null | undefined;
  name?: string | null | undefined;
  scrapHandlingFee?: number | null | undefined;
  transportVolume?: number | null | undefined;
  weight?: number | null | undefined;
  widthBetweenFlanges?: number | null | undefined;
};
export type CreateDrumSpecMutation$variables = {
  input: CreateDrumSpecInput;
};
export type CreateDrumSpecMutation$data = {
  readonly createDrumSpec: {
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
export type CreateDrumSpecMutation = {
  response: CreateDrumSpecMutation$data;
  variables: CreateDrumSpecMutation$variables;
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
    "name": "createDrumSpec",
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
    "name": "CreateDrumSpecMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateDrumSpecMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "11468b697e612c34c659929ca60b9122",
    "id": null,
    "metadata": {},
    "name": "CreateDrumSpecMutation",
    "operationKind": "mutation",
    "text": "mutation CreateDrumSpecMutation(\n  $input: CreateDrumSpecInput!\n) {\n  createDrumSpec(input: $input) {\n    __typename\n    ... on DrumSpecPayload {\n      drumSpec {\n        id\n        databaseId\n        name\n        articleNumber\n        drumTypeId\n        drumType {\n          id\n          name\n        }\n        weight\n        flangeDiameter\n        widthBetweenFlanges\n        transportVolume\n        buybackPrice\n        buybackPrice80\n        scrapHandlingFee\n        drumInfo\n        availableFor\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bee82cbc2711199741f174df9bbcec6";

export default node;
