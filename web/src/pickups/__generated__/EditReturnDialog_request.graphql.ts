/**
 * @generated SignedSource<<65c81a2afc8764cffcec958795d13493>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditReturnDialog_request$data = {
  readonly address: string;
  readonly databaseId: number;
  readonly drums: ReadonlyArray<{
    readonly drumSpecId: number;
    readonly drumSpecName: string;
    readonly drumTypeName: string;
    readonly numberedDrums: ReadonlyArray<{
      readonly number: string;
      readonly registered: boolean;
    }>;
    readonly quantity: number;
  }>;
  readonly hasLoadingCapability: boolean;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly filename: string;
    readonly id: string;
    readonly thumbnailUrl: string;
  }>;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly referenceNumberFormatted: string;
  readonly requiresCraneTruck: boolean;
  readonly supportsForklift: boolean;
  readonly transporterComments: string | null | undefined;
  readonly " $fragmentType": "EditReturnDialog_request";
};
export type EditReturnDialog_request$key = {
  readonly " $data"?: EditReturnDialog_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditReturnDialog_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditReturnDialog_request",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasLoadingCapability",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supportsForklift",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresCraneTruck",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transporterComments",
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
          "name": "drumSpecId",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PickupRequestImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "filename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};
})();

(node as any).hash = "0d70ab7a587b1dc3cd59425183f25baf";

export default node;
