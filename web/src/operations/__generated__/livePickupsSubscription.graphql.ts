/**
 * @generated SignedSource<<0011f08f7070dbe6932eabba7d704b61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type livePickupsSubscription$variables = Record<PropertyKey, never>;
export type livePickupsSubscription$data = {
  readonly pickupRequestChanged: {
    readonly deleted: boolean;
    readonly pickupRequest: {
      readonly " $fragmentSpreads": FragmentRefs<"OperationsCard_request">;
    } | null | undefined;
    readonly pickupRequestId: string;
  };
};
export type livePickupsSubscription = {
  response: livePickupsSubscription$data;
  variables: livePickupsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pickupRequestId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "livePickupsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PickupRequestChange",
        "kind": "LinkedField",
        "name": "pickupRequestChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "livePickupsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PickupRequestChange",
        "kind": "LinkedField",
        "name": "pickupRequestChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PickupRequest",
            "kind": "LinkedField",
            "name": "pickupRequest",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadMessageCount",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "drumType",
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
                "kind": "ScalarField",
                "name": "returnerCompanyName",
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
                "name": "assignedContactPersonName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledPickupDate",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
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
                "concreteType": "PickupRequestImage",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                "concreteType": "AuditEvent",
                "kind": "LinkedField",
                "name": "auditEvents",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventType",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "drumSpecId",
                    "storageKey": null
                  }
                ],
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
                "name": "userId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9b87dc0fc662c6bde65127a9476824b2",
    "id": null,
    "metadata": {},
    "name": "livePickupsSubscription",
    "operationKind": "subscription",
    "text": "subscription livePickupsSubscription {\n  pickupRequestChanged {\n    pickupRequestId\n    deleted\n    pickupRequest {\n      ...OperationsCard_request\n      id\n    }\n  }\n}\n\nfragment AdminEditRequestDialog_request on PickupRequest {\n  id\n  referenceNumberFormatted\n  status\n  returnerCompanyId\n  userId\n  assignedTransportCompanyId\n  address\n  latitude\n  longitude\n  hasLoadingCapability\n  supportsForklift\n  requiresCraneTruck\n  transporterComments\n  drums {\n    drumSpecId\n    drumSpecName\n    drumTypeName\n    quantity\n  }\n  images {\n    id\n    thumbnailUrl\n    filename\n  }\n}\n\nfragment OperationsCard_request on PickupRequest {\n  unreadMessageCount\n  id\n  databaseId\n  referenceNumberFormatted\n  status\n  address\n  zoneName\n  totalDrums\n  drumType\n  hasLoadingCapability\n  supportsForklift\n  requiresCraneTruck\n  transporterComments\n  returnerCompanyName\n  assignedTransportCompanyId\n  assignedTransportCompanyName\n  assignedContactPersonId\n  assignedContactPersonName\n  scheduledPickupDate\n  createdAt\n  updatedAt\n  allowedActions\n  rollbackTargets\n  viewerCanDelete\n  viewerCanEdit\n  confirmedAt\n  scheduledAt\n  acknowledgedAt\n  collectedAt\n  cancelledAt\n  images {\n    id\n    url\n    thumbnailUrl\n    filename\n    isPrimary\n  }\n  ...ReturnDetailsDialog_request\n  ...AdminEditRequestDialog_request\n}\n\nfragment ReturnDetailsDialog_request on PickupRequest {\n  id\n  acceptsMessages\n  referenceNumberFormatted\n  status\n  address\n  latitude\n  longitude\n  zoneName\n  totalDrums\n  transporterComments\n  createdAt\n  confirmedAt\n  scheduledPickupDate\n  acknowledgedAt\n  collectedAt\n  assignedTransportCompanyName\n  returnerCompanyName\n  auditEvents {\n    databaseId\n    eventType\n    createdAt\n    userName\n    adminEdit\n    eventDetails\n  }\n  drums {\n    databaseId\n    drumTypeName\n    drumSpecName\n    quantity\n  }\n  images {\n    id\n    thumbnailUrl\n    filename\n    isPrimary\n  }\n}\n"
  }
};
})();

(node as any).hash = "321aa45c6f0987bc78ed9a68a2100f13";

export default node;
