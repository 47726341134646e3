/**
 * @generated SignedSource<<21e31d3ec6901b10635a500151208476>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
import { FragmentRefs } from "relay-runtime";
export type AdminRequestDialog_request$data = {
  readonly address: string;
  readonly assignedTransportCompanyId: number | null | undefined;
  readonly assignedTransportCompanyName: string | null | undefined;
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
  readonly returnerCompanyId: number | null | undefined;
  readonly returnerCompanyName: string | null | undefined;
  readonly status: PickupStatus;
  readonly supportsForklift: boolean;
  readonly transporterComments: string | null | undefined;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "AdminRequestDialog_request";
};
export type AdminRequestDialog_request$key = {
  readonly " $data"?: AdminRequestDialog_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminRequestDialog_request">;
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
  "name": "AdminRequestDialog_request",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnerCompanyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnerCompanyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedTransportCompanyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedTransportCompanyName",
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

(node as any).hash = "1cded60fb22b42e0f571c497cc47bb3f";

export default node;
