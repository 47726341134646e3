/**
 * @generated SignedSource<<d8874205a014cd98244e461e20d43423>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "d6e408f720a6643dca09d3cbf6a6b022",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedCardQuery",
    "operationKind": "query",
    "text": "query CalendarFeedCardQuery {\n  me {\n    role\n    returnerCompanyId\n    transportCompanyId\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3d833d6370091cc62feaca488fad2d2";

export default node;
