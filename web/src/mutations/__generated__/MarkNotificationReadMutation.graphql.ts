/**
 * @generated SignedSource<<18618267fbfbb9787f9ef29599178645>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "d9c7b77b5ad410ba8adba4153e297427",
    "id": null,
    "metadata": {},
    "name": "MarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": "mutation MarkNotificationReadMutation(\n  $id: ID!\n) {\n  markNotificationRead(id: $id) {\n    id\n    isRead\n  }\n}\n"
  }
};
})();

(node as any).hash = "050c04c1f7cf579dd4c486f57484e4ba";

export default node;
