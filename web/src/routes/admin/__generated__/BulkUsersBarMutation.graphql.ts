/**
 * @generated SignedSource<<0a332fd7255dc27aecaa08a1e8e93284>>
 * @relayHash 1d08700ebf784779745292aaf40ea07b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69cb050b805295ac3825f06aefeaa0a3ef4c6915828d872f522d337453e264c8

import { ConcreteRequest } from 'relay-runtime';
export type BulkUserActionKind = "APPROVE" | "REJECT";
export type BulkUserActionInput = {
  action: BulkUserActionKind;
  bestEffort?: boolean | null | undefined;
  ids: ReadonlyArray<string>;
};
export type BulkUsersBarMutation$variables = {
  input: BulkUserActionInput;
};
export type BulkUsersBarMutation$data = {
  readonly bulkUserAction: {
    readonly applied: boolean;
    readonly changedCount: number;
    readonly results: ReadonlyArray<{
      readonly error: {
        readonly code: string;
        readonly message: string;
      } | null | undefined;
      readonly ok: boolean;
    }>;
  };
};
export type BulkUsersBarMutation = {
  response: BulkUsersBarMutation$data;
  variables: BulkUsersBarMutation$variables;
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
    "concreteType": "BulkUserActionPayload",
    "kind": "LinkedField",
    "name": "bulkUserAction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkUserItem",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkItemError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
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
    "name": "BulkUsersBarMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BulkUsersBarMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "69cb050b805295ac3825f06aefeaa0a3ef4c6915828d872f522d337453e264c8",
    "metadata": {},
    "name": "BulkUsersBarMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cde33cc287324e560e582ee75dea988";

export default node;
