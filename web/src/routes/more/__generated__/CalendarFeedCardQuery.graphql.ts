/**
 * @generated SignedSource<<3fc87e6f2b9dbc5d1814cdab3fda69c2>>
 * @relayHash d6e408f720a6643dca09d3cbf6a6b022
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab5f747a4b8c82f1dc8c4175f9bc977c7d0961cb39102288d3bba5825f7d1670

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedCardQuery$variables = Record<PropertyKey, never>;
export type CalendarFeedCardQuery$data = {
  readonly me: {
    readonly returnerCompanyId: number | null | undefined;
    readonly role: string;
    readonly transportCompanyId: number | null | undefined;
  } | null | undefined;
};
export type CalendarFeedCardQuery = {
  response: CalendarFeedCardQuery$data;
  variables: CalendarFeedCardQuery$variables;
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
  "name": "returnerCompanyId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transportCompanyId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedCardQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarFeedCardQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "ab5f747a4b8c82f1dc8c4175f9bc977c7d0961cb39102288d3bba5825f7d1670",
    "metadata": {},
    "name": "CalendarFeedCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d3d833d6370091cc62feaca488fad2d2";

export default node;
