/**
 * @generated SignedSource<<5233f551fd4682ffb7d3fdcf5879caf7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "099279c7465cb4faed484fa0c941da89",
    "id": null,
    "metadata": {},
    "name": "WebhooksCardQuery",
    "operationKind": "query",
    "text": "query WebhooksCardQuery {\n  me {\n    role\n    returnerCompanyId\n    returnerCompanyName\n    transportCompanyId\n    transportCompanyName\n    id\n  }\n  webhookEndpoints {\n    id\n    url\n    events\n    enabled\n    companyName\n    deliveries {\n      id\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      nextAttemptAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a113c5baa67c498a5336c2e504946bb0";

export default node;
