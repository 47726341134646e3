/**
 * @generated SignedSource<<96ec0fa3394665a4d4cd4bf8faa2b73a>>
 * @relayHash d5e7f3cacca5c7bb30e43a874305c523
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adb8147ea9ea041bdbc5122528fdc562071c5c365ec84ac183490abca6499891

import { ConcreteRequest } from 'relay-runtime';
export type MarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type MarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: ReadonlyArray<{
    readonly id: string;
    readonly isRead: boolean;
  }>;
};
export type MarkAllNotificationsReadMutation = {
  response: MarkAllNotificationsReadMutation$data;
  variables: MarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
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
    "name": "MarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "adb8147ea9ea041bdbc5122528fdc562071c5c365ec84ac183490abca6499891",
    "metadata": {},
    "name": "MarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8a393a392ac9924801ea583165f332e6";

export default node;
