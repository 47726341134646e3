/**
 * @generated SignedSource<<fbad37426a895343abf06a81a9be7307>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateReturnerCompanyInput = {
  address?: string | null | undefined;
  contactPerson?: string | null | undefined;
  email?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  organizationNumber?: string | null | undefined;
};
export type UpdateReturnerCompanyMutation$variables = {
  input: UpdateReturnerCompanyInput;
};
export type UpdateReturnerCompanyMutation$data = {
  readonly updateReturnerCompany: {
    readonly __typename: "ReturnerCompanyPayload";
    readonly company: {
      readonly address: string | null | undefined;
      readonly contactPerson: string | null | undefined;
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly organizationNumber: string;
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
export type UpdateReturnerCompanyMutation = {
  response: UpdateReturnerCompanyMutation$data;
  variables: UpdateReturnerCompanyMutation$variables;
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
    "name": "updateReturnerCompany",
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
              },
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
                "name": "organizationNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactPerson",
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
    "name": "UpdateReturnerCompanyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateReturnerCompanyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0c0eef6a3cde0d488c6ba8216256223f",
    "id": null,
    "metadata": {},
    "name": "UpdateReturnerCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateReturnerCompanyMutation(\n  $input: UpdateReturnerCompanyInput!\n) {\n  updateReturnerCompany(input: $input) {\n    __typename\n    ... on ReturnerCompanyPayload {\n      company {\n        id\n        name\n        organizationNumber\n        email\n        address\n        contactPerson\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "753f3c68d087e8f9165ad53883b530d1";

export default node;
