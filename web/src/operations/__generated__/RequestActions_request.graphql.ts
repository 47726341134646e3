/**
 * @generated SignedSource<<7b80c607f485fbe27196ff3a3d3c4443>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PickupAction = "ABORT" | "CANCEL" | "CLEAR_SCHEDULE" | "CONFIRM" | "MARK_COLLECTED" | "ROLLBACK" | "SCHEDULE" | "SUBMIT";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
import { FragmentRefs } from "relay-runtime";
export type RequestActions_request$data = {
  readonly allowedActions: ReadonlyArray<PickupAction>;
  readonly assignedContactPersonId: number | null | undefined;
  readonly assignedTransportCompanyId: number | null | undefined;
  readonly assignedTransportCompanyName: string | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly filename: string;
    readonly id: string;
    readonly isPrimary: boolean;
    readonly thumbnailUrl: string;
    readonly url: string;
  }>;
  readonly referenceNumberFormatted: string;
  readonly rollbackTargets: ReadonlyArray<PickupStatus>;
  readonly scheduledPickupDate: string | null | undefined;
  readonly viewerCanDelete: boolean;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AdminRequestDialog_request" | "CollectDialog_request" | "ReturnDetailsDialog_request">;
  readonly " $fragmentType": "RequestActions_request";
};
export type RequestActions_request$key = {
  readonly " $data"?: RequestActions_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestActions_request">;
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
  "name": "RequestActions_request",
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
      "name": "scheduledPickupDate",
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
      "name": "assignedContactPersonId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowedActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rollbackTargets",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
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
          "name": "url",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPrimary",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReturnDetailsDialog_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AdminRequestDialog_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CollectDialog_request"
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};
})();

(node as any).hash = "05fe09502c79e8615a19a4440aeea043";

export default node;
