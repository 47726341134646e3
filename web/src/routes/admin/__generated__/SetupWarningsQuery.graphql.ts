/**
 * @generated SignedSource<<83aaaf2393419d23b860bab47ed617c7>>
 * @relayHash d660ea7b093860d51916b523296512fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed2a41551dda102438d35bf62875c9d7647f98f28368f7f3cf0fa878a7d92393

import { ConcreteRequest } from 'relay-runtime';
export type SetupWarningKind = "DRUM_TYPES_WITHOUT_SPECS" | "REQUESTS_WITHOUT_ZONE" | "TRANSPORT_COMPANIES_WITHOUT_CONTACTS" | "ZONES_WITHOUT_BOUNDARY" | "ZONES_WITHOUT_TRANSPORT";
export type SetupWarningsQuery$variables = Record<PropertyKey, never>;
export type SetupWarningsQuery$data = {
  readonly setupWarnings: ReadonlyArray<{
    readonly count: number;
    readonly fixLabel: string;
    readonly fixPath: string;
    readonly items: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string;
    }>;
    readonly kind: SetupWarningKind;
    readonly message: string;
  }>;
};
export type SetupWarningsQuery = {
  response: SetupWarningsQuery$data;
  variables: SetupWarningsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SetupWarning",
    "kind": "LinkedField",
    "name": "setupWarnings",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fixPath",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fixLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SetupWarningItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
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
            "name": "name",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetupWarningsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetupWarningsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ed2a41551dda102438d35bf62875c9d7647f98f28368f7f3cf0fa878a7d92393",
    "metadata": {},
    "name": "SetupWarningsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6d226798c376b054f69bb821dcf78e9";

export default node;
