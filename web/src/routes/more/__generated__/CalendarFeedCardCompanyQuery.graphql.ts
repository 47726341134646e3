/**
 * @generated SignedSource<<7fdc504d07bf91018b27c39d721945db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedCardCompanyQuery$variables = {
  id: string;
};
export type CalendarFeedCardCompanyQuery$data = {
  readonly node: {
    readonly calendarFeedUrl?: string | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type CalendarFeedCardCompanyQuery = {
  response: CalendarFeedCardCompanyQuery$data;
  variables: CalendarFeedCardCompanyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "calendarFeedUrl",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "ReturnerCompany",
  "abstractKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "TransportCompany",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedCardCompanyQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalendarFeedCardCompanyQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "706f0fc8e4cc83c1a7faa9a58de883d3",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedCardCompanyQuery",
    "operationKind": "query",
    "text": "query CalendarFeedCardCompanyQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    id\n    ... on ReturnerCompany {\n      calendarFeedUrl\n    }\n    ... on TransportCompany {\n      calendarFeedUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a75f6b24f64626ab2dc17c47bb82724f";

export default node;
