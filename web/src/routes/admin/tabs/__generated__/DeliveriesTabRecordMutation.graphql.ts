/**
 * @generated SignedSource<<4f69448340780cbd037c8ad731b9afae>>
 * @relayHash 3f32995331c1178412d7d1a2237d303d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e07666c345436d0ee3ac558d2eefcfdf8fb6eff2e25f26dfbf0adb1fb184457

import { ConcreteRequest } from 'relay-runtime';
export type RecordDrumDeliveryInput = {
  address: string;
  deliveredAt: string;
  deliveryNote?: string | null | undefined;
  drums: ReadonlyArray<DeliveredDrumInput>;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  returnerCompanyId: string;
};
export type DeliveredDrumInput = {
  drumSpecId: string;
  number: string;
};
export type DeliveriesTabRecordMutation$variables = {
  input: RecordDrumDeliveryInput;
};
export type DeliveriesTabRecordMutation$data = {
  readonly recordDrumDelivery: {
    readonly __typename: "RecordDrumDeliveryPayload";
    readonly deliveryId: number;
    readonly drumCount: number;
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
export type DeliveriesTabRecordMutation = {
  response: DeliveriesTabRecordMutation$data;
  variables: DeliveriesTabRecordMutation$variables;
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
    "name": "recordDrumDelivery",
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
            "name": "deliveryId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drumCount",
            "storageKey": null
          }
        ],
        "type": "RecordDrumDeliveryPayload",
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
    "name": "DeliveriesTabRecordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveriesTabRecordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4e07666c345436d0ee3ac558d2eefcfdf8fb6eff2e25f26dfbf0adb1fb184457",
    "metadata": {},
    "name": "DeliveriesTabRecordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e31ba39beb1addc07cb90bf8eb3ded33";

export default node;
