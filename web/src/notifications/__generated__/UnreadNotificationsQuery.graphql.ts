/**
 * @generated SignedSource<<6708c547ea2f1ba876e3c05a67e5b5ac>>
 * @relayHash 572b618d706e80d90b6219efcb50cbc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6698e6521fd140fcd036f75c19b207922f44dabd2868ae1bc6cae8b7c45ba08f

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled";
export type UnreadNotificationsQuery$variables = Record<PropertyKey, never>;
export type UnreadNotificationsQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
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
    "id": "6698e6521fd140fcd036f75c19b207922f44dabd2868ae1bc6cae8b7c45ba08f",
    "metadata": {},
    "name": "UnreadNotificationsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1f046a2c5cc0666ef777bb293888307d";

export default node;
