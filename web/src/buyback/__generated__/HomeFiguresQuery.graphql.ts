/**
 * @generated SignedSource<<31acad4eb1ba8057809e363d34192c7d>>
 * @relayHash ff1367ff2b15755a6d10ddc287195edb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0adb52327b22042ccbe3c75444443f2cb232001d4a018ac60cd58fd8429e9ac7

import { ConcreteRequest } from 'relay-runtime';
export type HomeFiguresQuery$variables = Record<PropertyKey, never>;
export type HomeFiguresQuery$data = {
  readonly homeFigures: {
    readonly creditThisYearCents: number | null | undefined;
    readonly drumsReturnedThisYear: number | null | undefined;
    readonly openRequests: number | null | undefined;
    readonly overduePickups: number | null | undefined;
    readonly pickupsThisWeek: number | null | undefined;
    readonly statementsToApprove: number | null | undefined;
  };
};
export type HomeFiguresQuery = {
  response: HomeFiguresQuery$data;
  variables: HomeFiguresQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeFigures",
    "kind": "LinkedField",
    "name": "homeFigures",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "drumsReturnedThisYear",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "creditThisYearCents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupsThisWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openRequests",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overduePickups",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statementsToApprove",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeFiguresQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeFiguresQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0adb52327b22042ccbe3c75444443f2cb232001d4a018ac60cd58fd8429e9ac7",
    "metadata": {},
    "name": "HomeFiguresQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "95c21acd0b571ea0b6a09e616c7fa4b7";

export default node;
