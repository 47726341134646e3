/**
 * @generated SignedSource<<2853fbc7ffdc73bba8c735d41a975f77>>
 * @relayHash 406a42f4662e517456b0e1e5a27614fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3dfe54149204e50a4fd51262dbb6ac5827a1c2dd1256ce5641c96739bda5e7c

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenScope = "READ" | "WRITE";
export type CreateApiTokenInput = {
  expiresAt?: string | null | undefined;
  name: string;
  returnerCompanyId?: string | null | undefined;
  scopes: ReadonlyArray<ApiTokenScope>;
  transportCompanyId?: string | null | undefined;
};
export type CreateApiTokenMutation$variables = {
  input: CreateApiTokenInput;
};
export type CreateApiTokenMutation$data = {
  readonly createApiToken: {
    readonly __typename: "CreateApiTokenPayload";
    readonly apiToken: {
      readonly id: string;
      readonly name: string;
    };
    readonly token: string;
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
export type CreateApiTokenMutation = {
  response: CreateApiTokenMutation$data;
  variables: CreateApiTokenMutation$variables;
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
    "name": "createApiToken",
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
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateApiTokenPayload",
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
    "name": "CreateApiTokenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateApiTokenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f3dfe54149204e50a4fd51262dbb6ac5827a1c2dd1256ce5641c96739bda5e7c",
    "metadata": {},
    "name": "CreateApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "df4a8eaa6561aafd54f2540134b37688";

export default node;
