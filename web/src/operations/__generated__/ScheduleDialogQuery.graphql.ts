/**
 * @generated SignedSource<<66ac2f0e2d8afb17423662cecda34704>>
 * @relayHash f409764258a21578cb0deff1f19a46ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac8f6b5b8283f707940fcc5e64fc03fcf6c8fc999496e1c643b31c77be0ba948

import { ConcreteRequest } from 'relay-runtime';
export type ScheduleDialogQuery$variables = Record<PropertyKey, never>;
export type ScheduleDialogQuery$data = {
  readonly me: {
    readonly role: string;
  } | null | undefined;
  readonly schedulingTransportCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contacts: ReadonlyArray<{
          readonly databaseId: number;
          readonly id: string;
          readonly name: string;
        }>;
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type ScheduleDialogQuery = {
  response: ScheduleDialogQuery$data;
  variables: ScheduleDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 500
    }
  ],
  "concreteType": "QuerySchedulingTransportCompaniesConnection",
  "kind": "LinkedField",
  "name": "schedulingTransportCompanies",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuerySchedulingTransportCompaniesConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TransportCompany",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "TransportCompanyContact",
              "kind": "LinkedField",
              "name": "contacts",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "schedulingTransportCompanies(first:500)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ScheduleDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ScheduleDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "ac8f6b5b8283f707940fcc5e64fc03fcf6c8fc999496e1c643b31c77be0ba948",
    "metadata": {},
    "name": "ScheduleDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "407b2a3a41802b6f265c652c12941cbf";

export default node;
