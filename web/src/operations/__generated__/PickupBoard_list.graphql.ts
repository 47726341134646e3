/**
 * @generated SignedSource<<a78149daf45b284a01a42562076d95d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PickupAction = "ABORT" | "CANCEL" | "CLEAR_SCHEDULE" | "CONFIRM" | "MARK_COLLECTED" | "ROLLBACK" | "SCHEDULE" | "SUBMIT";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
import { FragmentRefs } from "relay-runtime";
export type PickupBoard_list$data = {
  readonly pickupRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly allowedActions: ReadonlyArray<PickupAction>;
        readonly id: string;
        readonly scheduledPickupDate: string | null | undefined;
        readonly status: PickupStatus;
        readonly viewerCanDelete: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"OperationsCard_request" | "PickupTable_request">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PickupBoard_list";
};
export type PickupBoard_list$key = {
  readonly " $data"?: PickupBoard_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"PickupBoard_list">;
};

import PickupBoardPaginationQuery_graphql from './PickupBoardPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "pickupRequests"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "createdFrom"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "createdTo"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "returnerCompanyId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "section"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "statuses"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "transportCompanyId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "zoneId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": PickupBoardPaginationQuery_graphql
    }
  },
  "name": "PickupBoard_list",
  "selections": [
    {
      "alias": "pickupRequests",
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
          "name": "orderBy",
          "variableName": "orderBy"
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
          "name": "section",
          "variableName": "section"
        },
        {
          "kind": "Variable",
          "name": "statuses",
          "variableName": "statuses"
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
      "concreteType": "QueryPickupRequestsConnection",
      "kind": "LinkedField",
      "name": "__PickupBoard_pickupRequests_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryPickupRequestsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PickupRequest",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "allowedActions",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OperationsCard_request"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PickupTable_request"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7037fb760eccf91d97738e28bb58b479";

export default node;
