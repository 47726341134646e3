/**
 * @generated SignedSource<<f9f63c8ba9604b835807c271f2146362>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "59234f795a7a9050fecae3e2f0893cb4",
    "id": null,
    "metadata": {},
    "name": "RotateCalendarFeedMutation",
    "operationKind": "mutation",
    "text": "mutation RotateCalendarFeedMutation(\n  $input: RotateCalendarFeedInput!\n) {\n  rotateCalendarFeed(input: $input) {\n    companyId\n    calendarFeedUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "46ffef50482a628c6072e07ea5bc2cdc";

export default node;
