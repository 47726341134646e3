/**
 * @generated SignedSource<<ed7c33da4494153a43205d0df0fee819>>
 * @relayHash d9c7b77b5ad410ba8adba4153e297427
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 797e459a461fe9b5d8dd54ead626b2ae281348bf94ac6f3983c9286e3a6349d6

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadMutation$variables = {
  id: string;
};
export type MarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly id: string;
    readonly isRead: boolean;
  };
};
export type MarkNotificationReadMutation = {
  response: MarkNotificationReadMutation$data;
  variables: MarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "markNotificationRead",
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
        "name": "isRead",
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
    "name": "MarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "797e459a461fe9b5d8dd54ead626b2ae281348bf94ac6f3983c9286e3a6349d6",
    "metadata": {},
    "name": "MarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "050c04c1f7cf579dd4c486f57484e4ba";

export default node;
