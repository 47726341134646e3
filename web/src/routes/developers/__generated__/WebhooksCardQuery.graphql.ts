/**
 * @generated SignedSource<<f10e53a9dcf007ffdd398edc55ae448e>>
 * @relayHash 099279c7465cb4faed484fa0c941da89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e58318b38310ff3f26dc019727a82bd68722ddb7a457d8b5faaac05299346e1

import { ConcreteRequest } from 'relay-runtime';
export type WebhooksCardQuery$variables = Record<PropertyKey, never>;
export type WebhooksCardQuery$data = {
  readonly me: {
    readonly returnerCompanyId: number | null | undefined;
    readonly returnerCompanyName: string | null | undefined;
    readonly role: string;
    readonly transportCompanyId: number | null | undefined;
    readonly transportCompanyName: string | null | undefined;
  } | null | undefined;
  readonly webhookEndpoints: ReadonlyArray<{
    readonly companyName: string | null | undefined;
    readonly deliveries: ReadonlyArray<{
      readonly attempts: number;
      readonly createdAt: string;
      readonly eventType: string;
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly lastStatusCode: number | null | undefined;
      readonly nextAttemptAt: string | null | undefined;
      readonly status: string;
    }>;
    readonly enabled: boolean;
    readonly events: ReadonlyArray<string>;
    readonly id: string;
    readonly url: string;
  }>;
};
export type WebhooksCardQuery = {
  response: WebhooksCardQuery$data;
  variables: WebhooksCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returnerCompanyId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returnerCompanyName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportCompanyId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportCompanyName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "WebhookEndpoint",
  "kind": "LinkedField",
  "name": "webhookEndpoints",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
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
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookDelivery",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastStatusCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksCardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebhooksCardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "id": "3e58318b38310ff3f26dc019727a82bd68722ddb7a457d8b5faaac05299346e1",
    "metadata": {},
    "name": "WebhooksCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a113c5baa67c498a5336c2e504946bb0";

export default node;
