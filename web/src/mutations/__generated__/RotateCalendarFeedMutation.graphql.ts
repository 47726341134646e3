/**
 * @generated SignedSource<<7acd2ee8ae4ed6021fc438379e8a6c5b>>
 * @relayHash 59234f795a7a9050fecae3e2f0893cb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e8c801db281dce51512d4b98aa7ae712039280eec4e0fc1a68f5871bde8ca44

import { ConcreteRequest } from 'relay-runtime';
export type RotateCalendarFeedInput = {
  companyId: string;
};
export type RotateCalendarFeedMutation$variables = {
  input: RotateCalendarFeedInput;
};
export type RotateCalendarFeedMutation$data = {
  readonly rotateCalendarFeed: {
    readonly calendarFeedUrl: string;
    readonly companyId: string;
  };
};
export type RotateCalendarFeedMutation = {
  response: RotateCalendarFeedMutation$data;
  variables: RotateCalendarFeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RotateCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "rotateCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "calendarFeedUrl",
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
    "name": "RotateCalendarFeedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RotateCalendarFeedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2e8c801db281dce51512d4b98aa7ae712039280eec4e0fc1a68f5871bde8ca44",
    "metadata": {},
    "name": "RotateCalendarFeedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "46ffef50482a628c6072e07ea5bc2cdc";

export default node;
