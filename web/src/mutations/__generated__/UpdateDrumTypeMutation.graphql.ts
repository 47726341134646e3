/**
 * @generated SignedSource<<bbaffb27cc0f06748081b26bf877604f>>
 * @relayHash 37f5154534e26d58e05110751206dad3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e97aa7599c936939f8e8672beae6acfb10b8cfb7e4af34c570dd5615293e2c22

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDrumTypeInput = {
  id: string;
  name?: string | null | undefined;
};
export type UpdateDrumTypeMutation$variables = {
  input: UpdateDrumTypeInput;
};
export type UpdateDrumTypeMutation$data = {
  readonly updateDrumType: {
    readonly __typename: "DrumTypePayload";
    readonly drumType: {
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
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
export type UpdateDrumTypeMutation = {
  response: UpdateDrumTypeMutation$data;
  variables: UpdateDrumTypeMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "updateDrumType",
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
            "concreteType": "DrumType",
            "kind": "LinkedField",
            "name": "drumType",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DrumTypePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/)
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
    "name": "UpdateDrumTypeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateDrumTypeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e97aa7599c936939f8e8672beae6acfb10b8cfb7e4af34c570dd5615293e2c22",
    "metadata": {},
    "name": "UpdateDrumTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "18249b940ed3fde8d2079f8fd67dd6bd";

export default node;
