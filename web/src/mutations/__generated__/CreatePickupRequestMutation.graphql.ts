/**
 * @generated SignedSource<<9bbb386b2fb8fc3177d9c614915ca0f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreatePickupRequestInput = {
  address?: string | null | undefined;
  drums?: ReadonlyArray<PickupRequestDrumInput> | null | undefined;
  hasLoadingCapability?: boolean | null | undefined;
  images?: ReadonlyArray<any> | null | undefined;
  latitude?: any | null | undefined;
  longitude?: any | null | undefined;
  requiresCraneTruck?: boolean | null | undefined;
  supportsForklift?: boolean | null | undefined;
  transporterComments?: string | null | undefined;
};
export type PickupRequestDrumInput = {
  drumSpecId?: string | null | undefined;
  quantity?: number | null | undefined;
};
export type CreatePickupRequestMutation$variables = {
  input: CreatePickupRequestInput;
};
export type CreatePickupRequestMutation$data = {
  readonly createPickupRequest: {
    readonly __typename: "PickupRequestPayload";
    readonly pickupRequest: {
      readonly databaseId: number;
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
export type CreatePickupRequestMutation = {
  response: CreatePickupRequestMutation$data;
  variables: CreatePickupRequestMutation$variables;
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
    "name": "createPickupRequest",
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
                "name": "databaseId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PickupRequestPayload",
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
    "name": "CreatePickupRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreatePickupRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d8587d83d4f3a3a7b513e9a798074577",
    "id": null,
    "metadata": {},
    "name": "CreatePickupRequestMutation",
    "operationKind": "mutation",
    "text": "mutation CreatePickupRequestMutation(\n  $input: CreatePickupRequestInput!\n) {\n  createPickupRequest(input: $input) {\n    __typename\n    ... on PickupRequestPayload {\n      pickupRequest {\n        id\n        databaseId\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "deab25813a1af906f9fb0437b943fc80";

export default node;
