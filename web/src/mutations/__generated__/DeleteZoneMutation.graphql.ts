/**
 * @generated SignedSource<<efefc1a7b556f76f9d48c42a53556434>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteZoneInput = {
  id: string;
};
export type DeleteZoneMutation$variables = {
  input: DeleteZoneInput;
};
export type DeleteZoneMutation$data = {
  readonly deleteZone: {
    readonly deletedId: string;
  };
};
export type DeleteZoneMutation = {
  response: DeleteZoneMutation$data;
  variables: DeleteZoneMutation$variables;
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
    "name": "deleteZone",
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
    "name": "DeleteZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6af2c4933b72af968c3d6dff2b2b6c9d",
    "id": null,
    "metadata": {},
    "name": "DeleteZoneMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteZoneMutation(\n  $input: DeleteZoneInput!\n) {\n  deleteZone(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "549c058f856f0a1550e284b1cad6f367";

export default node;
