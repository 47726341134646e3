/**
 * @generated SignedSource<<dcfc07e1a805998bfc1b605d54f35bbd>>
 * @relayHash 4a38e43e7a41fbdfd494898170846061
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 070921206a46cdb957c153864e7ca6a666d1285445a03841d83a4456e8c816fe

import { ConcreteRequest } from 'relay-runtime';
export type UserIdInput = {
  id: string;
};
export type RejectUserMutation$variables = {
  connections: ReadonlyArray<string>;
  input: UserIdInput;
};
export type RejectUserMutation$data = {
  readonly rejectUser: {
    readonly deletedId: string;
  };
};
export type RejectUserMutation = {
  response: RejectUserMutation$data;
  variables: RejectUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RejectUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "rejectUser",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RejectUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "rejectUser",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "070921206a46cdb957c153864e7ca6a666d1285445a03841d83a4456e8c816fe",
    "metadata": {},
    "name": "RejectUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a997d474c7ec4f04a752659d0527e5b8";

export default node;
