/**
 * @generated SignedSource<<db1d267cd149fe2a41103a5d763d35d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserIdInput = {
  id: string;
};
export type MarkUserReviewedMutation$variables = {
  input: UserIdInput;
};
export type MarkUserReviewedMutation$data = {
  readonly markUserReviewed: {
    readonly user: {
      readonly active: boolean;
      readonly approved: boolean;
      readonly company: string | null | undefined;
      readonly companyOrgNumber: string | null | undefined;
      readonly createdAt: string;
      readonly division: string | null | undefined;
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly phoneNumber: string | null | undefined;
      readonly returnerCompanyId: number | null | undefined;
      readonly returnerCompanyName: string | null | undefined;
      readonly reviewed: boolean;
      readonly role: string;
      readonly transportCompanyId: number | null | undefined;
      readonly transportCompanyName: string | null | undefined;
    };
  };
};
export type MarkUserReviewedMutation = {
  response: MarkUserReviewedMutation$data;
  variables: MarkUserReviewedMutation$variables;
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
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "markUserReviewed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approved",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "company",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyOrgNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "division",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "returnerCompanyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "returnerCompanyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transportCompanyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transportCompanyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "name": "MarkUserReviewedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkUserReviewedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "41dcf58ee375bd50608e0b0e69c2916b",
    "id": null,
    "metadata": {},
    "name": "MarkUserReviewedMutation",
    "operationKind": "mutation",
    "text": "mutation MarkUserReviewedMutation(\n  $input: UserIdInput!\n) {\n  markUserReviewed(input: $input) {\n    user {\n      id\n      name\n      email\n      role\n      approved\n      reviewed\n      active\n      phoneNumber\n      company\n      companyOrgNumber\n      division\n      returnerCompanyId\n      returnerCompanyName\n      transportCompanyId\n      transportCompanyName\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b430c5a7b680ac930a3189d44c073c2";

export default node;
