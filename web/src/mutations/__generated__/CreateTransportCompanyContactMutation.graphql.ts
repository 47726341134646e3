/**
 * @generated SignedSource<<03acfaa5ed849ce3d9bbce45bbd49a22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateTransportCompanyContactInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  transportCompanyId: string;
};
export type CreateTransportCompanyContactMutation$variables = {
  input: CreateTransportCompanyContactInput;
};
export type CreateTransportCompanyContactMutation$data = {
  readonly createTransportCompanyContact: {
    readonly __typename: "TransportCompanyContactPayload";
    readonly contact: {
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
export type CreateTransportCompanyContactMutation = {
  response: CreateTransportCompanyContactMutation$data;
  variables: CreateTransportCompanyContactMutation$variables;
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
    "name": "createTransportCompanyContact",
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
            "concreteType": "TransportCompanyContact",
            "kind": "LinkedField",
            "name": "contact",
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
        "type": "TransportCompanyContactPayload",
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
    "name": "CreateTransportCompanyContactMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateTransportCompanyContactMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7db06b7f9a6eaabce77913c29b84ec76",
    "id": null,
    "metadata": {},
    "name": "CreateTransportCompanyContactMutation",
    "operationKind": "mutation",
    "text": "mutation CreateTransportCompanyContactMutation(\n  $input: CreateTransportCompanyContactInput!\n) {\n  createTransportCompanyContact(input: $input) {\n    __typename\n    ... on TransportCompanyContactPayload {\n      contact {\n        id\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "345209599b736a416ed480449b5138a7";

export default node;
