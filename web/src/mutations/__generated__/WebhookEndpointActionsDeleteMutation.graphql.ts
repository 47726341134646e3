/**
 * @generated SignedSource<<af1e9a0f47d064cb25552ace34c9e98b>>
 * @relayHash 904623f8afe1e582e35bc64cc594e3b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc7540bae6baa3c85ac9802d2091970b6862c058db0a0991029db065499ed021

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointIdInput = {
  id: string;
};
export type WebhookEndpointActionsDeleteMutation$variables = {
  input: WebhookEndpointIdInput;
};
export type WebhookEndpointActionsDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly deletedId: string;
  };
};
export type WebhookEndpointActionsDeleteMutation = {
  response: WebhookEndpointActionsDeleteMutation$data;
  variables: WebhookEndpointActionsDeleteMutation$variables;
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
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "WebhookEndpointActionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointActionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bc7540bae6baa3c85ac9802d2091970b6862c058db0a0991029db065499ed021",
    "metadata": {},
    "name": "WebhookEndpointActionsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "372248784415ac3880172e910ee306ec";

export default node;
