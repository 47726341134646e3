/**
 * @generated SignedSource<<b0c72788d49055eb33fbdf81b904623e>>
 * @relayHash 706f0fc8e4cc83c1a7faa9a58de883d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7451de61cd7365cf44006882aa9821dfd08b36f519dfe513a29587132901c021

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
    "id": "7451de61cd7365cf44006882aa9821dfd08b36f519dfe513a29587132901c021",
    "metadata": {},
    "name": "CalendarFeedCardCompanyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a75f6b24f64626ab2dc17c47bb82724f";

export default node;
