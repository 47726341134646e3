/**
 * @generated SignedSource<<8c0815e9ddb2b9cdec94e6b1fb0614b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
import { FragmentRefs } from "relay-runtime";
export type PickupTable_request$data = {
  readonly address: string;
  readonly assignedTransportCompanyName: string | null | undefined;
  readonly createdAt: string;
  readonly referenceNumberFormatted: string;
  readonly returnerCompanyName: string | null | undefined;
  readonly scheduledPickupDate: string | null | undefined;
  readonly status: PickupStatus;
  readonly totalDrums: number;
  readonly unreadMessageCount: number;
  readonly zoneName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RequestActions_request">;
  readonly " $fragmentType": "PickupTable_request";
};
export type PickupTable_request$key = {
  readonly " $data"?: PickupTable_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"PickupTable_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PickupTable_request",
  "selections": [
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
      "name": "scheduledPickupDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessageCount",
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
      "name": "assignedTransportCompanyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zoneName",
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
      "name": "totalDrums",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequestActions_request"
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};

(node as any).hash = "39f0878490d2fdbc59e985ed101f83a6";

export default node;
