/**
 * @generated SignedSource<<085c3848ee9aed9fe543ea5ff1bc9526>>
 * @relayHash 553d51024f0a40d9846954f451adf753
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82cb8444db04c2d826b45e8d0264241132cbf53e4061e200581e3e8d2be56800

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled" | "submitted";
export type NotificationSubscriptionsChangedSubscription$variables = Record<PropertyKey, never>;
export type NotificationSubscriptionsChangedSubscription$data = {
  readonly notificationChanged: {
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
  };
};
export type NotificationSubscriptionsChangedSubscription = {
  response: NotificationSubscriptionsChangedSubscription$data;
  variables: NotificationSubscriptionsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notificationChanged",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSubscriptionsChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSubscriptionsChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "82cb8444db04c2d826b45e8d0264241132cbf53e4061e200581e3e8d2be56800",
    "metadata": {},
    "name": "NotificationSubscriptionsChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "efb0133e05b1e76f6a1bed916b05d003";

export default node;
