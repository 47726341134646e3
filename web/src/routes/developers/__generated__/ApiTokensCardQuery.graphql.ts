/**
 * @generated SignedSource<<0a2a5683bcde1c9e4d329985b9cc5e3e>>
 * @relayHash cf3a9c72697f8d2371f5e7a61cb616a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6e7260fadabe06547657a83c44ec913f5cfb2161738c46a5a586f6f54e278bf

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenScope = "READ" | "WRITE";
export type ApiTokensCardQuery$variables = Record<PropertyKey, never>;
export type ApiTokensCardQuery$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly companyName: string | null | undefined;
    readonly expiresAt: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly scopes: ReadonlyArray<ApiTokenScope>;
  }>;
  readonly me: {
    readonly approved: boolean;
    readonly returnerCompanyId: number | null | undefined;
    readonly returnerCompanyName: string | null | undefined;
    readonly role: string;
    readonly transportCompanyId: number | null | undefined;
    readonly transportCompanyName: string | null | undefined;
  } | null | undefined;
};
export type ApiTokensCardQuery = {
  response: ApiTokensCardQuery$data;
  variables: ApiTokensCardQuery$variables;
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
  "name": "approved",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returnerCompanyId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returnerCompanyName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportCompanyId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportCompanyName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ApiToken",
  "kind": "LinkedField",
  "name": "apiTokens",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
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
    "name": "ApiTokensCardQuery",
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
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiTokensCardQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "e6e7260fadabe06547657a83c44ec913f5cfb2161738c46a5a586f6f54e278bf",
    "metadata": {},
    "name": "ApiTokensCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35bb45be1593f4937c43168e3f226cb0";

export default node;
