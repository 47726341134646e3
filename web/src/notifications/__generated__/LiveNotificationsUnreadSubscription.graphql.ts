/**
 * @generated SignedSource<<af7e28cabb390f4d0f051561852b405a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LiveNotificationsUnreadSubscription$variables = Record<PropertyKey, never>;
export type LiveNotificationsUnreadSubscription$data = {
  readonly unreadMessageCountChanged: {
    readonly pickupRequestId: string;
    readonly totalUnread: number;
    readonly unreadCount: number;
  };
};
export type LiveNotificationsUnreadSubscription = {
  response: LiveNotificationsUnreadSubscription$data;
  variables: LiveNotificationsUnreadSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UnreadCountChange",
    "kind": "LinkedField",
    "name": "unreadMessageCountChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalUnread",
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
    "name": "LiveNotificationsUnreadSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveNotificationsUnreadSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a21fd28cdfe7c1332f8b95c832b6915f",
    "id": null,
    "metadata": {},
    "name": "LiveNotificationsUnreadSubscription",
    "operationKind": "subscription",
    "text": "subscription LiveNotificationsUnreadSubscription {\n  unreadMessageCountChanged {\n    pickupRequestId\n    unreadCount\n    totalUnread\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1347034a4261c322447f74f3a67db41";

export default node;
