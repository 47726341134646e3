/**
 * @generated SignedSource<<8718348c66a350d7039f747fcf11f4c4>>
 * @relayHash 47ede5f940b4e73b189fa8feff922588
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2d2ecb11c0dd9f43f79fa3f1ccae8664ec936cc4526120cfc096ff0d7fdb3a8

import { ConcreteRequest } from 'relay-runtime';
export type BulkPickupActionKind = "ABORT" | "CANCEL" | "CONFIRM" | "DELETE" | "SCHEDULE";
export type BulkPickupActionInput = {
  action: BulkPickupActionKind;
  assignedContactPersonId?: string | null | undefined;
  assignedTransportCompanyId?: string | null | undefined;
  bestEffort?: boolean | null | undefined;
  ids: ReadonlyArray<string>;
  scheduledPickupDate?: string | null | undefined;
};
export type BulkToolbarMutation$variables = {
  input: BulkPickupActionInput;
};
export type BulkToolbarMutation$data = {
  readonly bulkPickupAction: {
    readonly applied: boolean;
    readonly changedCount: number;
    readonly results: ReadonlyArray<{
      readonly databaseId: number;
      readonly error: {
        readonly code: string;
        readonly message: string;
      } | null | undefined;
      readonly ok: boolean;
    }>;
  };
};
export type BulkToolbarMutation = {
  response: BulkToolbarMutation$data;
  variables: BulkToolbarMutation$variables;
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
    "concreteType": "BulkPickupActionPayload",
    "kind": "LinkedField",
    "name": "bulkPickupAction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkPickupItem",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
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
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkItemError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BulkToolbarMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BulkToolbarMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b2d2ecb11c0dd9f43f79fa3f1ccae8664ec936cc4526120cfc096ff0d7fdb3a8",
    "metadata": {},
    "name": "BulkToolbarMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd42b7cd11bac8d9901d0b39121e0f62";

export default node;
