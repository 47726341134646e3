/**
 * @generated SignedSource<<9c567ad1992b140a7cf7169b9235162e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectDialog_request$data = {
  readonly drums: ReadonlyArray<{
    readonly databaseId: number;
    readonly drumSpecName: string;
    readonly drumTypeName: string;
    readonly numberedDrums: ReadonlyArray<{
      readonly number: string;
      readonly registered: boolean;
    }>;
    readonly quantity: number;
  }>;
  readonly id: string;
  readonly referenceNumberFormatted: string;
  readonly " $fragmentType": "CollectDialog_request";
};
export type CollectDialog_request$key = {
  readonly " $data"?: CollectDialog_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectDialog_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectDialog_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referenceNumberFormatted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PickupRequestDrum",
      "kind": "LinkedField",
      "name": "drums",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "drumSpecName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "drumTypeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PickupRequestDrumNumber",
          "kind": "LinkedField",
          "name": "numberedDrums",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "registered",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};

(node as any).hash = "cbcc0bac6b1c73aac0ea5b6f81cf253f";

export default node;
