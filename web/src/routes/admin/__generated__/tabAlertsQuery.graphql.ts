/**
 * @generated SignedSource<<1f33f5ae20f2ac2b7f1b906a077dfbe3>>
 * @relayHash 7fe53e17afaae4fb3be94373f7e51938
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50cec4aad829a11bfc4bb4260be9f7641e76273ac64d76b73178a97d3d95cacb

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled" | "submitted";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type tabAlertsQuery$variables = Record<PropertyKey, never>;
export type tabAlertsQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
    readonly pickupRequestStatus: PickupStatus | null | undefined;
  }>;
};
export type tabAlertsQuery = {
  response: tabAlertsQuery$data;
  variables: tabAlertsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "unreadOnly",
        "value": true
      }
    ],
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notifications",
    "plural": true,
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
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isRead",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestStatus",
        "storageKey": null
      }
    ],
    "storageKey": "notifications(unreadOnly:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "tabAlertsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "tabAlertsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "50cec4aad829a11bfc4bb4260be9f7641e76273ac64d76b73178a97d3d95cacb",
    "metadata": {},
    "name": "tabAlertsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c80604b152c59d8142074a4d8d4f3bf";

export default node;
