/**
 * @generated SignedSource<<662a149ed4babfe75a651fb5995b771f>>
 * @relayHash 89fe7c5a543102188f5bc52efc67fd2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ecc0e01b5dcbd509a63cd8582e78bc1d7d81759b6e2979187b29a164ef24347

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointIdInput = {
  id: string;
};
export type WebhookEndpointActionsTestMutation$variables = {
  input: WebhookEndpointIdInput;
};
export type WebhookEndpointActionsTestMutation$data = {
  readonly sendTestWebhook: {
    readonly webhookEndpoint: {
      readonly id: string;
    };
  };
};
export type WebhookEndpointActionsTestMutation = {
  response: WebhookEndpointActionsTestMutation$data;
  variables: WebhookEndpointActionsTestMutation$variables;
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
    "concreteType": "WebhookEndpointPayload",
    "kind": "LinkedField",
    "name": "sendTestWebhook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "WebhookEndpointActionsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointActionsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8ecc0e01b5dcbd509a63cd8582e78bc1d7d81759b6e2979187b29a164ef24347",
    "metadata": {},
    "name": "WebhookEndpointActionsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "11064ce571090e5238482119193cd8a5";

export default node;
