/**
 * @generated SignedSource<<0211932bc49b5bce3403a24a7d0f69d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDrumSpecInput = {
  id: string;
};
export type DeleteDrumSpecMutation$variables = {
  input: DeleteDrumSpecInput;
};
export type DeleteDrumSpecMutation$data = {
  readonly deleteDrumSpec: {
    readonly deletedId: string;
  };
};
export type DeleteDrumSpecMutation = {
  response: DeleteDrumSpecMutation$data;
  variables: DeleteDrumSpecMutation$variables;
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
    "name": "deleteDrumSpec",
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
    "name": "DeleteDrumSpecMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteDrumSpecMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "08d9b5c5a476fbe86a65e2229ca50cf7",
    "id": null,
    "metadata": {},
    "name": "DeleteDrumSpecMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteDrumSpecMutation(\n  $input: DeleteDrumSpecInput!\n) {\n  deleteDrumSpec(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5bcc632e3e5ee6110c7ccd655c138ae";

export default node;
