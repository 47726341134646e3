/**
 * @generated SignedSource<<5abc1a2c0abbda26c84c0df35cd58e08>>
 * @relayHash fc1be010b1553c5af93bd49f908f4562
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a69c0ed453f70da0b6f78f4fca5ee0d3d78dcb24fc90a14b40d15865f9ade9f0

import { ConcreteRequest } from 'relay-runtime';
export type DrumCondition = "FULL" | "MINOR_DAMAGE" | "MISSING" | "SCRAP";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type MarkPickupCollectedInput = {
  clientRequestId?: string | null | undefined;
  collectedAt?: string | null | undefined;
  collectorName?: string | null | undefined;
  drums?: ReadonlyArray<CollectedDrumInput> | null | undefined;
  id: string;
  latitude?: number | null | undefined;
  lines?: ReadonlyArray<CollectedDrumLineInput> | null | undefined;
  longitude?: number | null | undefined;
  photos?: ReadonlyArray<any> | null | undefined;
};
export type CollectedDrumInput = {
  condition: DrumCondition;
  number: string;
};
export type CollectedDrumLineInput = {
  drumLineId: number;
  full: number;
  minorDamage: number;
  missing?: number | null | undefined;
  scrap: number;
};
export type QueuedCollectionMutation$variables = {
  input: MarkPickupCollectedInput;
};
export type QueuedCollectionMutation$data = {
  readonly markPickupCollected: {
    readonly __typename: "PickupRequestPayload";
    readonly pickupRequest: {
      readonly databaseId: number;
      readonly id: string;
      readonly status: PickupStatus;
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
export type QueuedCollectionMutation = {
  response: QueuedCollectionMutation$data;
  variables: QueuedCollectionMutation$variables;
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
    "name": "markPickupCollected",
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
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
    "name": "QueuedCollectionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QueuedCollectionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a69c0ed453f70da0b6f78f4fca5ee0d3d78dcb24fc90a14b40d15865f9ade9f0",
    "metadata": {},
    "name": "QueuedCollectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e289fbd0ced5d109e4bca3924ef209c4";

export default node;
