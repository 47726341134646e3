/**
 * @generated SignedSource<<12563fd4aeef6ffa0503c7cb176e5861>>
 * @relayHash 952f11b9fc29922a7a282e4e6fe35d23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91203545dab78e5c0d5dc85aed896809d5d0bae8a485b87eea05a8ab1b48b5ba

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled";
export type tabAlertsQuery$variables = Record<PropertyKey, never>;
export type tabAlertsQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
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
    "id": "91203545dab78e5c0d5dc85aed896809d5d0bae8a485b87eea05a8ab1b48b5ba",
    "metadata": {},
    "name": "tabAlertsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc79ac8edfe7086954fc2118e6b4255c";

export default node;
