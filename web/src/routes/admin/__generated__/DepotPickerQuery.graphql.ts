/**
 * @generated SignedSource<<e449c2579553e245f2d540203742ac39>>
 * @relayHash fc5ee64f1e4dc61a395dbfe8c7e56a92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f80ec18bf4815d7e4c3225dc714dc5a8ad7a49ac1ad3ceda8e4f2ab8fd37348a

import { ConcreteRequest } from 'relay-runtime';
export type DepotPickerQuery$variables = Record<PropertyKey, never>;
export type DepotPickerQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
};
export type DepotPickerQuery = {
  response: DepotPickerQuery$data;
  variables: DepotPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "config",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapTileUrl",
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
    "name": "DepotPickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DepotPickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f80ec18bf4815d7e4c3225dc714dc5a8ad7a49ac1ad3ceda8e4f2ab8fd37348a",
    "metadata": {},
    "name": "DepotPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1c915b7c66d0e201911dff3e114f1a7b";

export default node;
