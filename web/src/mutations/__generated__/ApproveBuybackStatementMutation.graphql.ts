/**
 * @generated SignedSource<<316dfbe8543bae8d9ca993932078f886>>
 * @relayHash 176de2f1aaa5149924a6044a4d85a499
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42eddf6a48cb0c66080ef64ddea8d98625ae5bb16487ecfcc653919bf8015865

import { ConcreteRequest } from 'relay-runtime';
export type BuybackStatementStatus = "APPROVED" | "DRAFT" | "PAID";
export type ApproveBuybackStatementInput = {
  statementId: string;
};
export type ApproveBuybackStatementMutation$variables = {
  input: ApproveBuybackStatementInput;
};
export type ApproveBuybackStatementMutation$data = {
  readonly approveBuybackStatement: {
    readonly __typename: "BuybackStatementPayload";
    readonly buybackStatement: {
      readonly approvedAt: string | null | undefined;
      readonly id: string;
      readonly status: BuybackStatementStatus;
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
export type ApproveBuybackStatementMutation = {
  response: ApproveBuybackStatementMutation$data;
  variables: ApproveBuybackStatementMutation$variables;
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
    "name": "approveBuybackStatement",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BuybackStatement",
            "kind": "LinkedField",
            "name": "buybackStatement",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BuybackStatementPayload",
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
    "name": "ApproveBuybackStatementMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApproveBuybackStatementMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "42eddf6a48cb0c66080ef64ddea8d98625ae5bb16487ecfcc653919bf8015865",
    "metadata": {},
    "name": "ApproveBuybackStatementMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8102433e8a91a1dfe9d395ae81dd9f48";

export default node;
