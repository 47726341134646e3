/**
 * @generated SignedSource<<57a9893ff8a0b443e198127090a140cf>>
 * @relayHash 0e785fb67d4bff7d2d75112a2fab3700
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8aa06220a7841218b80b64176e5c2057801b4a9980970ffd3e0b472922b861bf

import { ConcreteRequest } from 'relay-runtime';
export type HomeFiguresQuery$variables = Record<PropertyKey, never>;
export type HomeFiguresQuery$data = {
  readonly homeFigures: {
    readonly collectionsToReview: number | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "collectionsToReview",
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
    "id": "8aa06220a7841218b80b64176e5c2057801b4a9980970ffd3e0b472922b861bf",
    "metadata": {},
    "name": "HomeFiguresQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ffa67bf657f4a494d96607fc0d4280b0";

export default node;
