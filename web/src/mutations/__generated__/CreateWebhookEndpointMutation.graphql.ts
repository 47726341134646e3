/**
 * @generated SignedSource<<06f8bb41098c83dd7ccda32a0a70ac85>>
 * @relayHash 5eae4cfec26e608a856ab99a72ac3f31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9d12a61713a4aa7e3ddcc77b21589473d3555bcad9c8b0e8035b24a8dcc3dc7

import { ConcreteRequest } from 'relay-runtime';
export type CreateWebhookEndpointInput = {
  events: ReadonlyArray<string>;
  returnerCompanyId?: string | null | undefined;
  transportCompanyId?: string | null | undefined;
  url: string;
};
export type CreateWebhookEndpointMutation$variables = {
  input: CreateWebhookEndpointInput;
};
export type CreateWebhookEndpointMutation$data = {
  readonly createWebhookEndpoint: {
    readonly __typename: "CreateWebhookEndpointPayload";
    readonly secret: string;
    readonly webhookEndpoint: {
      readonly id: string;
      readonly url: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CreateWebhookEndpointMutation = {
  response: CreateWebhookEndpointMutation$data;
  variables: CreateWebhookEndpointMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secret",
            "storageKey": null
          },
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
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateWebhookEndpointPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "CreateWebhookEndpointMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateWebhookEndpointMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f9d12a61713a4aa7e3ddcc77b21589473d3555bcad9c8b0e8035b24a8dcc3dc7",
    "metadata": {},
    "name": "CreateWebhookEndpointMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "83c6dd2a7dc57b54de8d813227c1630e";

export default node;
