/**
 * @generated SignedSource<<8f72da8db75526ee5fb93bf45b3e19f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateTransportCompanyInput = {
  contactPerson?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  organizationNumber?: string | null | undefined;
  phone?: string | null | undefined;
  servedZones?: ReadonlyArray<ServedZoneInput> | null | undefined;
};
export type ServedZoneInput = {
  minPickupThreshold?: number | null | undefined;
  zoneId: string;
};
export type CreateTransportCompanyMutation$variables = {
  input: CreateTransportCompanyInput;
};
export type CreateTransportCompanyMutation$data = {
  readonly createTransportCompany: {
    readonly __typename: "TransportCompanyPayload";
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
export type CreateTransportCompanyMutation = {
  response: CreateTransportCompanyMutation$data;
  variables: CreateTransportCompanyMutation$variables;
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
    "name": "createTransportCompany",
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
            "concreteType": "TransportCompany",
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
        "type": "TransportCompanyPayload",
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
    "name": "CreateTransportCompanyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateTransportCompanyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "144b27e6ec45836b516b236538dc0a6a",
    "id": null,
    "metadata": {},
    "name": "CreateTransportCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation CreateTransportCompanyMutation(\n  $input: CreateTransportCompanyInput!\n) {\n  createTransportCompany(input: $input) {\n    __typename\n    ... on TransportCompanyPayload {\n      company {\n        id\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ceb386212126ce29d9a23032e25fa583";

export default node;
