/**
 * @generated SignedSource<<e3605b2d104d923cf1844a58c9eab64e>>
 * @relayHash 412f211d86246341b99910725338526f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID badb06eee53feb5bf304212a640168148e0ef6ebed619f935d1321fed1ee3a21

import { ConcreteRequest } from 'relay-runtime';
export type ImportDrumDeliveriesInput = {
  contentBase64?: string | null | undefined;
  file?: any | null | undefined;
};
export type DeliveriesTabImportMutation$variables = {
  input: ImportDrumDeliveriesInput;
};
export type DeliveriesTabImportMutation$data = {
  readonly importDrumDeliveries: {
    readonly __typename: "ImportDrumDeliveriesPayload";
    readonly deliveries: number;
    readonly imported: number;
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DeliveriesTabImportMutation = {
  response: DeliveriesTabImportMutation$data;
  variables: DeliveriesTabImportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importDrumDeliveries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imported",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveries",
            "storageKey": null
          }
        ],
        "type": "ImportDrumDeliveriesPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "DeliveriesTabImportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveriesTabImportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "badb06eee53feb5bf304212a640168148e0ef6ebed619f935d1321fed1ee3a21",
    "metadata": {},
    "name": "DeliveriesTabImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bc97e1049ad7aad30c64822927ad1778";

export default node;
