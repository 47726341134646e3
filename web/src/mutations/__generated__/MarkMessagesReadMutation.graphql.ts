/**
 * @generated SignedSource<<b9cf4b02283ecf987d283f6e1d14301b>>
 * @relayHash 94a0c84eb8907b9a6261692062a3fe6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d16ba6e0e38013e2cffcb5d7d576187ee59f55dd54ec62f144e921809267903

import { ConcreteRequest } from 'relay-runtime';
export type MarkMessagesReadInput = {
  pickupRequestId: string;
};
export type MarkMessagesReadMutation$variables = {
  input: MarkMessagesReadInput;
};
export type MarkMessagesReadMutation$data = {
  readonly markMessagesRead: {
    readonly __typename: "PickupRequestPayload";
    readonly pickupRequest: {
      readonly id: string;
      readonly unreadMessageCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type MarkMessagesReadMutation = {
  response: MarkMessagesReadMutation$data;
  variables: MarkMessagesReadMutation$variables;
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
    "name": "markMessagesRead",
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
            "concreteType": "PickupRequest",
            "kind": "LinkedField",
            "name": "pickupRequest",
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
                "name": "unreadMessageCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PickupRequestPayload",
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
    "name": "MarkMessagesReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkMessagesReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3d16ba6e0e38013e2cffcb5d7d576187ee59f55dd54ec62f144e921809267903",
    "metadata": {},
    "name": "MarkMessagesReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dfd8dd335b05f6b9bc5ded9452061e6a";

export default node;
