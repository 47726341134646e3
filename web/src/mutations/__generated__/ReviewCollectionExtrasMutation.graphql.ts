/**
 * @generated SignedSource<<f6b27554f1821232ef77ff6c240c8afd>>
 * @relayHash c307e8ec5fc91e1e541f2bb80958ebdd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7897d51b25df067f8e034080c4e9cb36b3666e4ecf4b0cf44a74e687a5881a9a

import { ConcreteRequest } from 'relay-runtime';
export type CollectionExtrasReview = "ACCEPTED" | "PENDING" | "REFUSED";
export type ReviewCollectionExtrasInput = {
  accept: boolean;
  pickupRequestId: string;
};
export type ReviewCollectionExtrasMutation$variables = {
  input: ReviewCollectionExtrasInput;
};
export type ReviewCollectionExtrasMutation$data = {
  readonly reviewCollectionExtras: {
    readonly __typename: "PickupRequestPayload";
    readonly pickupRequest: {
      readonly collection: {
        readonly creditCents: number | null | undefined;
        readonly extrasReview: CollectionExtrasReview | null | undefined;
        readonly extrasToReview: number;
      } | null | undefined;
      readonly id: string;
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
export type ReviewCollectionExtrasMutation = {
  response: ReviewCollectionExtrasMutation$data;
  variables: ReviewCollectionExtrasMutation$variables;
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
    "name": "reviewCollectionExtras",
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
                "concreteType": "PickupCollection",
                "kind": "LinkedField",
                "name": "collection",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "creditCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "extrasToReview",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "extrasReview",
                    "storageKey": null
                  }
                ],
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
    "name": "ReviewCollectionExtrasMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewCollectionExtrasMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7897d51b25df067f8e034080c4e9cb36b3666e4ecf4b0cf44a74e687a5881a9a",
    "metadata": {},
    "name": "ReviewCollectionExtrasMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bab7a47aefc7369541f4b34c39ce1477";

export default node;
