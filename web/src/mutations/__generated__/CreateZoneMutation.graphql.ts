/**
 * @generated SignedSource<<af5b1ec1240b11737c257a729a585bde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateZoneInput = {
  boundary?: ReadonlyArray<ZonePointInput> | null | undefined;
  name?: string | null | undefined;
  zoneNumber?: number | null | undefined;
};
export type ZonePointInput = {
  lat: number;
  lng: number;
};
export type CreateZoneMutation$variables = {
  input: CreateZoneInput;
};
export type CreateZoneMutation$data = {
  readonly createZone: {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    readonly __typename: "ZonePayload";
    readonly reassignedRequestCount: number;
    readonly zone: {
      readonly boundary: ReadonlyArray<{
        readonly lat: number;
        readonly lng: number;
      }> | null | undefined;
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
      readonly zoneNumber: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CreateZoneMutation = {
  response: CreateZoneMutation$data;
  variables: CreateZoneMutation$variables;
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
    "name": "createZone",
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
            "concreteType": "Zone",
            "kind": "LinkedField",
            "name": "zone",
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zoneNumber",
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
                "concreteType": "ZonePoint",
                "kind": "LinkedField",
                "name": "boundary",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lng",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reassignedRequestCount",
            "storageKey": null
          }
        ],
        "type": "ZonePayload",
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
    "name": "CreateZoneMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateZoneMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "931fd68c3abf0cc6839cfaeb89346125",
    "id": null,
    "metadata": {},
    "name": "CreateZoneMutation",
    "operationKind": "mutation",
    "text": "mutation CreateZoneMutation(\n  $input: CreateZoneInput!\n) {\n  createZone(input: $input) {\n    __typename\n    ... on ZonePayload {\n      zone {\n        id\n        databaseId\n        zoneNumber\n        name\n        boundary {\n          lat\n          lng\n        }\n      }\n      reassignedRequestCount\n    }\n    ... on ValidationError {\n      message\n      issues {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4cd8fe2e0087103b9c2783120422186d";

export default node;
