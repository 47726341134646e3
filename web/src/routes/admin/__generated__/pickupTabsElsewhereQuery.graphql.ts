/**
 * @generated SignedSource<<643ca9f3af3da0bcda5209ca324e5dbd>>
 * @relayHash fa45b5a28510f2d357905043827c9747
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1691efe61777f46986dde818ccbf6e3705e4a547d0d33f554ebc96adcb46b81

import { ConcreteRequest } from 'relay-runtime';
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type pickupTabsElsewhereQuery$variables = {
  createdFrom?: string | null | undefined;
  createdTo?: string | null | undefined;
  returnerCompanyId?: string | null | undefined;
  search?: string | null | undefined;
  transportCompanyId?: string | null | undefined;
  zoneId?: string | null | undefined;
};
export type pickupTabsElsewhereQuery$data = {
  readonly pickupRequestCounts: ReadonlyArray<{
    readonly count: number;
    readonly status: PickupStatus;
  }>;
};
export type pickupTabsElsewhereQuery = {
  response: pickupTabsElsewhereQuery$data;
  variables: pickupTabsElsewhereQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdFrom"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdTo"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "returnerCompanyId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "transportCompanyId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zoneId"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "createdFrom",
        "variableName": "createdFrom"
      },
      {
        "kind": "Variable",
        "name": "createdTo",
        "variableName": "createdTo"
      },
      {
        "kind": "Variable",
        "name": "returnerCompanyId",
        "variableName": "returnerCompanyId"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "transportCompanyId",
        "variableName": "transportCompanyId"
      },
      {
        "kind": "Variable",
        "name": "zoneId",
        "variableName": "zoneId"
      }
    ],
    "concreteType": "PickupStatusCount",
    "kind": "LinkedField",
    "name": "pickupRequestCounts",
    "plural": true,
    "selections": [
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
        "name": "count",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "pickupTabsElsewhereQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "pickupTabsElsewhereQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "e1691efe61777f46986dde818ccbf6e3705e4a547d0d33f554ebc96adcb46b81",
    "metadata": {},
    "name": "pickupTabsElsewhereQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc84aa2bdfcfa751b4cddce78b321538";

export default node;
