/**
 * @generated SignedSource<<aeb7bb252c536bb38b78b2c40a2acf61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreditLine_request$data = {
  readonly collection: {
    readonly creditCents: number | null | undefined;
    readonly differsFromDeclared: boolean;
  } | null | undefined;
  readonly " $fragmentType": "CreditLine_request";
};
export type CreditLine_request$key = {
  readonly " $data"?: CreditLine_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditLine_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditLine_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PickupCollection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "differsFromDeclared",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};

(node as any).hash = "c19fd5a5660a58534437e570efa2bc7c";

export default node;
