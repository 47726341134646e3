/**
 * @generated SignedSource<<414968fa2dad775a076b5bbf3fe8bcbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDrumTypeInput = {
  id: string;
};
export type DeleteDrumTypeMutation$variables = {
  input: DeleteDrumTypeInput;
};
export type DeleteDrumTypeMutation$data = {
  readonly deleteDrumType: {
    readonly deletedId: string;
  };
};
export type DeleteDrumTypeMutation = {
  response: DeleteDrumTypeMutation$data;
  variables: DeleteDrumTypeMutation$variables;
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
    "name": "deleteDrumType",
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
    "name": "DeleteDrumTypeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteDrumTypeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2821b4cf7306463a08f130131ce165cd",
    "id": null,
    "metadata": {},
    "name": "DeleteDrumTypeMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteDrumTypeMutation(\n  $input: DeleteDrumTypeInput!\n) {\n  deleteDrumType(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c34a87418ab68f65e3544023ac5dc117";

export default node;
