/**
 * @generated SignedSource<<b79f09b58b1c82a5074fa674f758bd05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateReturnerCompanyInput = {
  address?: string | null | undefined;
  contactPerson?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  organizationNumber?: string | null | undefined;
};
export type CreateReturnerCompanyMutation$variables = {
  input: CreateReturnerCompanyInput;
};
export type CreateReturnerCompanyMutation$data = {
  readonly createReturnerCompany: {
    readonly __typename: "ReturnerCompanyPayload";
    readonly company: {
      readonly id: string;
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
export type CreateReturnerCompanyMutation = {
  response: CreateReturnerCompanyMutation$data;
  variables: CreateReturnerCompanyMutation$variables;
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
    "name": "createReturnerCompany",
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
            "concreteType": "ReturnerCompany",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReturnerCompanyPayload",
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
    "name": "CreateReturnerCompanyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateReturnerCompanyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7ef1727a3e9ef78c87928267b2f31e2b",
    "id": null,
    "metadata": {},
    "name": "CreateReturnerCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation CreateReturnerCompanyMutation(\n  $input: CreateReturnerCompanyInput!\n) {\n  createReturnerCompany(input: $input) {\n    __typename\n    ... on ReturnerCompanyPayload {\n      company {\n        id\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8abf42a56696bdce94e048fb32b2f40";

export default node;
