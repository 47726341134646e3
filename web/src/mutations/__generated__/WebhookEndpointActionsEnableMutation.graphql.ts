/**
 * @generated SignedSource<<bf09f601ecfc56cc8ddb3f69fa547147>>
 * @relayHash a1dd874704f7e5d57c232824e3d6768d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec70abc7906a3f8dc8ac39d85dd9158e5356d77a858d0c19cc5bb8e4a64c75d0

import { ConcreteRequest } from 'relay-runtime';
export type SetWebhookEndpointEnabledInput = {
  enabled: boolean;
  id: string;
};
export type WebhookEndpointActionsEnableMutation$variables = {
  input: SetWebhookEndpointEnabledInput;
};
export type WebhookEndpointActionsEnableMutation$data = {
  readonly setWebhookEndpointEnabled: {
    readonly webhookEndpoint: {
      readonly disabledAt: string | null | undefined;
      readonly enabled: boolean;
      readonly id: string;
    };
  };
};
export type WebhookEndpointActionsEnableMutation = {
  response: WebhookEndpointActionsEnableMutation$data;
  variables: WebhookEndpointActionsEnableMutation$variables;
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
    "name": "setWebhookEndpointEnabled",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledAt",
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
    "name": "WebhookEndpointActionsEnableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointActionsEnableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec70abc7906a3f8dc8ac39d85dd9158e5356d77a858d0c19cc5bb8e4a64c75d0",
    "metadata": {},
    "name": "WebhookEndpointActionsEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5c6cafe970390e95432640baca541fac";

export default node;
