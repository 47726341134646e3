/**
 * @generated SignedSource<<69edaa998870b9ac06abc41fa564f05f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type pickupActionMutations_outcome$data = {
  readonly pickupRequest: {
    readonly " $fragmentSpreads": FragmentRefs<"OperationsCard_request">;
  };
  readonly " $fragmentType": "pickupActionMutations_outcome";
};
export type pickupActionMutations_outcome$key = {
  readonly " $data"?: pickupActionMutations_outcome$data;
  readonly " $fragmentSpreads": FragmentRefs<"pickupActionMutations_outcome">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "pickupActionMutations_outcome",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PickupRequest",
      "kind": "LinkedField",
      "name": "pickupRequest",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OperationsCard_request"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PickupRequestPayload",
  "abstractKey": null
};

(node as any).hash = "70e6e51b38ae6d0d72013316984775bc";

export default node;
