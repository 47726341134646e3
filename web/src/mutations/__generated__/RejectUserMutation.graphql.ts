/**
 * @generated SignedSource<<af4308ae09ded81eeba983c7f5e7bf27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserIdInput = {
  id: string;
};
export type RejectUserMutation$variables = {
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
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "rejectUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "RejectUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RejectUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4a38e43e7a41fbdfd494898170846061",
    "id": null,
    "metadata": {},
    "name": "RejectUserMutation",
    "operationKind": "mutation",
    "text": "mutation RejectUserMutation(\n  $input: UserIdInput!\n) {\n  rejectUser(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "32a04fbaabd65a9a120a3806db5caffe";

export default node;
