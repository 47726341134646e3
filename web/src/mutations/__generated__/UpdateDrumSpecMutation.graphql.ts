/**
 * @generated SignedSource<<2ed6b1226a41158db396fea44ea0efc0>>
 * @relayHash 02333ed8704af44c5dbf3a1edc966617
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID effd2ee3d581d6d85e7752e4181a280153c0dadcf599638f6323ac76a278191a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"DrumSpecRow_spec" | "DrumSpecsRoute_spec">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articleNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drumTypeId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "DrumType",
  "kind": "LinkedField",
  "name": "drumType",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flangeDiameter",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "widthBetweenFlanges",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportVolume",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buybackPrice",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buybackPrice80",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scrapHandlingFee",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drumInfo",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableFor",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v19 = {
  "kind": "InlineFragment",
  "selections": [
    (v18/*:: as any*/),
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
        (v18/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateDrumSpecMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDrumSpec",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrumSpecRow_spec"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrumSpecsRoute_spec"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DrumSpecPayload",
            "abstractKey": null
          },
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateDrumSpecMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDrumSpec",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DrumSpecPayload",
            "abstractKey": null
          },
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "effd2ee3d581d6d85e7752e4181a280153c0dadcf599638f6323ac76a278191a",
    "metadata": {},
    "name": "UpdateDrumSpecMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10f1f6a9dcd979c3063cd908df5f7ea2";

export default node;
