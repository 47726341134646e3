/**
 * @generated SignedSource<<8b7a405b82bf534e2c015017a16dec0e>>
 * @relayHash 64fe559e51f3df4567e1c5cb8e5967a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c0ee859a2662de6578db186a345425f92c5b441a6c56e2a18975f3d7d148bca

import { ConcreteRequest } from 'relay-runtime';
export type DrumReportsOverdueQuery$variables = {
  offset?: number | null | undefined;
};
export type DrumReportsOverdueQuery$data = {
  readonly overdueTrackedDrums: {
    readonly items: ReadonlyArray<{
      readonly address: string;
      readonly chargeCents: number;
      readonly companyName: string;
      readonly costsFrom: string;
      readonly deliveredAt: string;
      readonly forfeited: boolean;
      readonly number: string;
      readonly specName: string;
    }>;
    readonly nextOffset: number | null | undefined;
    readonly totalCount: number;
  };
};
export type DrumReportsOverdueQuery = {
  response: DrumReportsOverdueQuery$data;
  variables: DrumReportsOverdueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "offset"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Variable",
        "name": "offset",
        "variableName": "offset"
      }
    ],
    "concreteType": "OverdueTrackedDrumPage",
    "kind": "LinkedField",
    "name": "overdueTrackedDrums",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextOffset",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverdueTrackedDrum",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "specName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
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
            "name": "deliveredAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "costsFrom",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "forfeited",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chargeCents",
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
    "name": "DrumReportsOverdueQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DrumReportsOverdueQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c0ee859a2662de6578db186a345425f92c5b441a6c56e2a18975f3d7d148bca",
    "metadata": {},
    "name": "DrumReportsOverdueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f659322562f557fe2e580a6926eabe27";

export default node;
