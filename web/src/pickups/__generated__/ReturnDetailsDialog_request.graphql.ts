/**
 * @generated SignedSource<<98796f8d302c080109d3def5f7355a7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditEventType = "address_changed" | "drums_modified" | "returner_changed" | "returner_company_changed" | "status_changed" | "transport_company_changed";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
import { FragmentRefs } from "relay-runtime";
export type ReturnDetailsDialog_request$data = {
  readonly acceptsMessages: boolean;
  readonly acknowledgedAt: string | null | undefined;
  readonly address: string;
  readonly assignedTransportCompanyName: string | null | undefined;
  readonly auditEvents: ReadonlyArray<{
    readonly adminEdit: boolean;
    readonly createdAt: string;
    readonly databaseId: number;
    readonly eventDetails: string;
    readonly eventType: AuditEventType;
    readonly userName: string | null | undefined;
  }>;
  readonly cancelledAt: string | null | undefined;
  readonly collectedAt: string | null | undefined;
  readonly confirmedAt: string | null | undefined;
  readonly createdAt: string;
  readonly drums: ReadonlyArray<{
    readonly databaseId: number;
    readonly drumSpecName: string;
    readonly drumTypeName: string;
    readonly quantity: number;
  }>;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly filename: string;
    readonly id: string;
    readonly isPrimary: boolean;
    readonly thumbnailUrl: string;
  }>;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly referenceNumberFormatted: string;
  readonly returnerCompanyName: string | null | undefined;
  readonly scheduledAt: string | null | undefined;
  readonly scheduledPickupDate: string | null | undefined;
  readonly status: PickupStatus;
  readonly totalDrums: number;
  readonly transporterComments: string | null | undefined;
  readonly zoneName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionSummary_request">;
  readonly " $fragmentType": "ReturnDetailsDialog_request";
};
export type ReturnDetailsDialog_request$key = {
  readonly " $data"?: ReturnDetailsDialog_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnDetailsDialog_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnDetailsDialog_request",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsMessages",
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
      "kind": "ScalarField",
      "name": "status",
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
      "name": "zoneName",
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
      "name": "transporterComments",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledAt",
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
      "name": "acknowledgedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collectedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelledAt",
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
      "name": "returnerCompanyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditEvent",
      "kind": "LinkedField",
      "name": "auditEvents",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventType",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adminEdit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventDetails",
          "storageKey": null
        }
      ],
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
        (v2/*:: as any*/),
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
          "name": "drumSpecName",
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
      "name": "CollectionSummary_request"
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};
})();

(node as any).hash = "f68c35d0cdfb1acbf9f001ac2205e5aa";

export default node;
