/**
 * @generated SignedSource<<b0755f4764655e096f1d178a7db751a2>>
 * @relayHash 0315d863c683c3d8155472a6e61bdf08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fa93eb5b7dfadafb59c961db7206e9bd8cd94905dc3f0d8ec4ce417b5e87807

import { ConcreteRequest } from 'relay-runtime';
export type ReportsTabQuery$variables = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type ReportsTabQuery$data = {
  readonly buybackReport: {
    readonly byTransportCompany: ReadonlyArray<{
      readonly drums: number;
      readonly month: string;
      readonly name: string;
    }>;
    readonly byType: ReadonlyArray<{
      readonly drumTypeName: string;
      readonly full: number;
      readonly minorDamage: number;
      readonly missing: number;
      readonly month: string;
      readonly scrap: number;
    }>;
    readonly byZone: ReadonlyArray<{
      readonly drums: number;
      readonly month: string;
      readonly name: string;
    }>;
    readonly from: string;
    readonly months: ReadonlyArray<{
      readonly creditedCents: number;
      readonly drumsCollected: number;
      readonly medianDaysToCollection: number | null | undefined;
      readonly month: string;
      readonly paidCents: number;
      readonly pickupsCollected: number;
      readonly reusedKg: number;
    }>;
    readonly to: string;
  };
};
export type ReportsTabQuery = {
  response: ReportsTabQuery$data;
  variables: ReportsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "month",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
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
    "name": "drums",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "BuybackReport",
    "kind": "LinkedField",
    "name": "buybackReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "to",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BuybackReportMonth",
        "kind": "LinkedField",
        "name": "months",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drumsCollected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pickupsCollected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "medianDaysToCollection",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creditedCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paidCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reusedKg",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BuybackReportTypeRow",
        "kind": "LinkedField",
        "name": "byType",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drumTypeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "full",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minorDamage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scrap",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "missing",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BuybackReportGroupRow",
        "kind": "LinkedField",
        "name": "byZone",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BuybackReportGroupRow",
        "kind": "LinkedField",
        "name": "byTransportCompany",
        "plural": true,
        "selections": (v2/*:: as any*/),
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
    "name": "ReportsTabQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportsTabQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0fa93eb5b7dfadafb59c961db7206e9bd8cd94905dc3f0d8ec4ce417b5e87807",
    "metadata": {},
    "name": "ReportsTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "65018e2919301ad6a66e33a61ef7b3a6";

export default node;
