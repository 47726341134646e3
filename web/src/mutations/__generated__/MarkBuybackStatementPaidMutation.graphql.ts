/**
 * @generated SignedSource<<e444e0df9b3e4b5aadd2896b168146ad>>
 * @relayHash 07ead77d8ce66c54887bd32c7fb91380
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebb867a29b643758bfbd47f6ab4c0a8129aac2491cfcdbc8d6a28fa84eabec0b

import { ConcreteRequest } from 'relay-runtime';
export type BuybackStatementStatus = "APPROVED" | "DRAFT" | "PAID";
export type MarkBuybackStatementPaidInput = {
  paymentReference: string;
  statementId: string;
};
export type MarkBuybackStatementPaidMutation$variables = {
  input: MarkBuybackStatementPaidInput;
};
export type MarkBuybackStatementPaidMutation$data = {
  readonly markBuybackStatementPaid: {
    readonly __typename: "BuybackStatementPayload";
    readonly buybackStatement: {
      readonly id: string;
      readonly paidAt: string | null | undefined;
      readonly paymentReference: string | null | undefined;
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
export type MarkBuybackStatementPaidMutation = {
  response: MarkBuybackStatementPaidMutation$data;
  variables: MarkBuybackStatementPaidMutation$variables;
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
    "name": "markBuybackStatementPaid",
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
                "name": "paidAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentReference",
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
    "name": "MarkBuybackStatementPaidMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkBuybackStatementPaidMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ebb867a29b643758bfbd47f6ab4c0a8129aac2491cfcdbc8d6a28fa84eabec0b",
    "metadata": {},
    "name": "MarkBuybackStatementPaidMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "01ec7f767515b1edcdf8223032abab39";

export default node;
