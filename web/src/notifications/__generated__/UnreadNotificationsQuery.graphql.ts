/**
 * @generated SignedSource<<dcdb1eeb101f794f4ce2f34f9f23e6ba>>
 * @relayHash e1d4620c676ce7c7cb948bebac34475d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f8e799366f787441e7f82700e9752c0e633b23e2f02c2428df912403c2643a7

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled" | "submitted";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type UnreadNotificationsQuery$variables = Record<PropertyKey, never>;
export type UnreadNotificationsQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly aboutUserId: number | null | undefined;
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
    readonly pickupRequestGlobalId: string | null | undefined;
    readonly pickupRequestStatus: PickupStatus | null | undefined;
  }>;
};
export type UnreadNotificationsQuery = {
  response: UnreadNotificationsQuery$data;
  variables: UnreadNotificationsQuery$variables;
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
        "name": "pickupRequestGlobalId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutUserId",
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
    "name": "UnreadNotificationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnreadNotificationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0f8e799366f787441e7f82700e9752c0e633b23e2f02c2428df912403c2643a7",
    "metadata": {},
    "name": "UnreadNotificationsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a7e59209d146b3bbaa2fe6b1d021a98";

export default node;
