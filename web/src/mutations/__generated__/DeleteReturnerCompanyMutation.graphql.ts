/**
 * @generated SignedSource<<01bb337c920c0aa73092f2f685836bd0>>
 * @relayHash 95648ceccb91f99f5893049f80c9295d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b14bb23b9c3bef7bb2354d114f9aa180cb2490bc661d74e3cdfff0e6a9df80b8

import { ConcreteRequest } from 'relay-runtime';
export type DeleteReturnerCompanyInput = {
  id: string;
};
export type DeleteReturnerCompanyMutation$variables = {
  connections: ReadonlyArray<string>;
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
    "name": "DeleteReturnerCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteReturnerCompany",
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
    "name": "DeleteReturnerCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteReturnerCompany",
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
    "id": "b14bb23b9c3bef7bb2354d114f9aa180cb2490bc661d74e3cdfff0e6a9df80b8",
    "metadata": {},
    "name": "DeleteReturnerCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "746193c5871f27598f88d304ecd1c576";

export default node;
