/**
 * @generated SignedSource<<b731c726ab9bd020964a9029dd6ade40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteReturnerCompanyInput = {
  id: string;
};
export type DeleteReturnerCompanyMutation$variables = {
  input: DeleteReturnerCompanyInput;
};
export type DeleteReturnerCompanyMutation$data = {
  readonly deleteReturnerCompany: {
    readonly deletedId: string;
  };
};
export type DeleteReturnerCompanyMutation = {
  response: DeleteReturnerCompanyMutation$data;
  variables: DeleteReturnerCompanyMutation$variables;
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
    "name": "deleteReturnerCompany",
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
    "name": "DeleteReturnerCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteReturnerCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "95648ceccb91f99f5893049f80c9295d",
    "id": null,
    "metadata": {},
    "name": "DeleteReturnerCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteReturnerCompanyMutation(\n  $input: DeleteReturnerCompanyInput!\n) {\n  deleteReturnerCompany(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ab079f7079981d8e218cb7bdf303993";

export default node;
