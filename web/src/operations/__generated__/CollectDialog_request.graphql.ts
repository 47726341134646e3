/**
 * @generated SignedSource<<7a677be4f75b52b3c4b865a2d14b042a>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};

(node as any).hash = "c6aaf7e2831ba457fd303a9a8b3e8cd0";

export default node;
