/**
 * @generated SignedSource<<d44764e5aab924be1a1ba64c1d49b27c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateTransportCompanyInput = {
  contactPerson?: string | null | undefined;
  email?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  organizationNumber?: string | null | undefined;
  phone?: string | null | undefined;
  servedZones?: ReadonlyArray<ServedZoneInput> | null | undefined;
};
export type ServedZoneInput = {
  minPickupThreshold?: number | null | undefined;
  zoneId: string;
};
export type UpdateTransportCompanyMutation$variables = {
  input: UpdateTransportCompanyInput;
};
export type UpdateTransportCompanyMutation$data = {
  readonly updateTransportCompany: {
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
export type UpdateTransportCompanyMutation = {
  response: UpdateTransportCompanyMutation$data;
  variables: UpdateTransportCompanyMutation$variables;
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
    "name": "updateTransportCompany",
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
    "name": "UpdateTransportCompanyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateTransportCompanyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ff391517abc501ee5da5b29e831afd47",
    "id": null,
    "metadata": {},
    "name": "UpdateTransportCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateTransportCompanyMutation(\n  $input: UpdateTransportCompanyInput!\n) {\n  updateTransportCompany(input: $input) {\n    __typename\n    ... on TransportCompanyPayload {\n      company {\n        id\n      }\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d09e417a02412b4e8f655d11c93d53a";

export default node;
